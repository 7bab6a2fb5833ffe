import { billSummarySchema, type BillSummaryWire } from '@contracts/bills/billSummary';
import { specificationSchema } from '@contracts/bills/specification';
import { record } from '@contracts/core/fields';
import { listOf } from '@contracts/core/listOf';
import { listCountSchema } from '@contracts/core/page';
import { parse } from '@contracts/core/parse';
import { staffNamesSchema } from '@contracts/organization/staff';
import type { BillState, Rejection, WaitingNode } from '../billStates';
import type { HttpClient } from '../http';
import { createListQuery } from '../query';
import type { TodoDefinition } from './todoDefinitions';

/** The list calls the bills and approval modules make too (mocks-server/bills/README.md). */
export const HOME_PATHS = {
  mine: '/v1/flow/flows/my/search',
  backlog: '/v1/flow/backlogs/search',
  staffs: '/v1/organization/staffs/actives',
  specifications: '/form/v1/specificationVersions',
} as const;

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
  const body = createListQuery().eq('state', todo.state).select(['state']).page(1, 1).toBody();
  const { data } = await http.axios.post<unknown>(HOME_PATHS[todo.list], body);
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
  const body = createListQuery()
    .orderBy('updateTime', 'desc')
    .select([
      'state',
      'updateTime',
      'form.code',
      'form.title',
      'form.submitterId',
      'plan',
      'rejection',
    ])
    .page(1, count)
    .toBody();
  const { data } = await http.axios.post<unknown>(HOME_PATHS.mine, body);
  return parse(record({ items: listOf('items', billSummarySchema) }), data).items.map(recentOf);
}

/** Active staff names by id, for "waiting for …" lines. */
export async function staffNames(http: HttpClient): Promise<Map<string, string>> {
  const { data } = await http.axios.get<unknown>(HOME_PATHS.staffs);
  return parse(staffNamesSchema, data);
}

/** The bill types the person's specifications allow them to start. */
export async function billTypes(http: HttpClient): Promise<BillType[]> {
  // The same query the bills module's new-bill page makes, so both read one answer.
  const params = { search: '', limit: 1000, entity: 'form.Specification.Versioned' };
  const { data } = await http.axios.get<unknown>(HOME_PATHS.specifications, { params });
  const { items } = parse(record({ items: listOf('items', specificationSchema) }), data);
  return items.filter((spec) => spec.active).map(({ id, name, enName }) => ({ id, name, enName }));
}
