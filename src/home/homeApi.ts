import { billSummarySchema, type BillSummaryWire } from '@contracts/bills/billSummary';
import { specificationSchema } from '@contracts/bills/specification';
import { record } from '@contracts/core/fields';
import { listOf } from '@contracts/core/listOf';
import { listCountSchema } from '@contracts/core/page';
import { parse } from '@contracts/core/parse';
import { staffNamesSchema } from '@contracts/organization/staff';
import type { BillState, Rejection, WaitingNode } from '../billStates';
import type { HttpClient } from '../http';
import { BILL_TYPES_PARAMS, HOME_PATHS, recentBillsBody, todoCountBody } from './homeReads';
import type { TodoDefinition } from './todoDefinitions';

export interface RecentBill {
  id: string;
  title: string;
  code: string;
  state: BillState;
  updateTime: number;
  submitter: { id: string } | null;
  waitingAt: WaitingNode | null;
  rejection: Rejection | null;
}

export interface BillType {
  id: string;
  name: string;
  /** The English name when the server has one. */
  enName: string;
}

/** How many items a to-do's list holds: the list answer's `count`, one item asked for. */
export async function countTodo(http: HttpClient, todo: TodoDefinition): Promise<number> {
  const { data } = await http.axios.post<unknown>(HOME_PATHS[todo.list], todoCountBody(todo));
  return parse(listCountSchema, data).count;
}

/** A recent bill from the list answer's entry, read by the bill contract. */
function recentOf(bill: BillSummaryWire): RecentBill {
  const { id, title, code, state, updateTime, submitter, waitingAt, rejection } = bill;
  return {
    id,
    title,
    code,
    state,
    updateTime,
    waitingAt,
    rejection,
    submitter: submitter && { id: submitter.id },
  };
}

/** The person's latest bills, newest change first. */
export async function recentBills(http: HttpClient, count: number): Promise<RecentBill[]> {
  const { data } = await http.axios.post<unknown>(HOME_PATHS.mine, recentBillsBody(count));
  return parse(record({ items: listOf('items', billSummarySchema) }), data).items.map(recentOf);
}

/** Active staff names by id, for "waiting for …" lines. */
export async function staffNames(http: HttpClient): Promise<Map<string, string>> {
  const { data } = await http.axios.get<unknown>(HOME_PATHS.staffs);
  return parse(staffNamesSchema, data);
}

/** The bill types the person's specifications allow them to start. */
export async function billTypes(http: HttpClient): Promise<BillType[]> {
  const { data } = await http.axios.get<unknown>(HOME_PATHS.specifications, {
    params: BILL_TYPES_PARAMS,
  });
  const { items } = parse(record({ items: listOf('items', specificationSchema) }), data);
  return items.filter((spec) => spec.active).map(({ id, name, enName }) => ({ id, name, enName }));
}
