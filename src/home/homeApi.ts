import {
  fieldsOf,
  isBillState,
  parseRejection,
  parseWaitingNode,
  type Rejection,
  readCount,
  readId,
  readList,
  readText,
  readTime,
  type BillState,
  type WaitingNode,
} from '../billStates';
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
  return readCount(fieldsOf(data), 'count');
}

function parseRecent(raw: unknown): RecentBill | null {
  const bill = fieldsOf(raw);
  const id = readId(bill, 'id');
  const state = bill.state;
  if (!id || !isBillState(state)) return null;
  const form = fieldsOf(bill.form);
  const submitterId = readId(form, 'submitterId') ?? readId(fieldsOf(form.submitterId), 'id');
  return {
    id,
    title: readText(form, 'title'),
    code: readText(form, 'code'),
    state,
    updateTime: readTime(bill, 'updateTime'),
    submitter: submitterId ? { id: submitterId } : null,
    waitingAt: parseWaitingNode(bill.plan),
    rejection: parseRejection(bill.rejection),
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
  return readList(fieldsOf(data), 'items').flatMap((raw) => parseRecent(raw) ?? []);
}

/** Active staff names by id, for "waiting for …" lines. */
export async function staffNames(http: HttpClient): Promise<Map<string, string>> {
  const { data } = await http.axios.get<unknown>(HOME_PATHS.staffs);
  const names = new Map<string, string>();
  for (const raw of readList(fieldsOf(data), 'items')) {
    const staff = fieldsOf(raw);
    const id = readId(staff, 'id');
    const name = readText(staff, 'name');
    if (id && name) names.set(id, name);
  }
  return names;
}

/** The bill types the person's specifications allow them to start. */
export async function billTypes(http: HttpClient): Promise<BillType[]> {
  // The same query the bills module's new-bill page makes, so both read one answer.
  const params = { search: '', limit: 1000, entity: 'form.Specification.Versioned' };
  const { data } = await http.axios.get<unknown>(HOME_PATHS.specifications, { params });
  return readList(fieldsOf(data), 'items').flatMap((raw) => {
    const spec = fieldsOf(raw);
    const id = readId(spec, 'id');
    if (!id || spec.active === false) return [];
    return [{ id, name: readText(spec, 'name') || id, enName: readText(spec, 'enName') }];
  });
}
