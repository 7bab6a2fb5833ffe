import { createListQuery } from '../query/createListQuery';
import type { ListQueryBody } from '../query/ListQueryBody';
import { TODO_DEFINITIONS, type TodoDefinition } from './todoDefinitions';

/** The list calls the bills and approval modules make too (mocks-server/bills/README.md). */
export const HOME_PATHS = {
  mine: '/v1/flow/flows/my/search',
  backlog: '/v1/flow/backlogs/search',
  staffs: '/v1/organization/staffs/actives',
  specifications: '/form/v1/specificationVersions',
} as const;

/** How many of the person's latest bills the home lists. */
export const RECENT_COUNT = 5;

/** The same query the bills module's new-bill page makes, so both read one answer. */
export const BILL_TYPES_PARAMS = {
  search: '',
  limit: 1000,
  entity: 'form.Specification.Versioned',
} as const;

/** One item of the to-do's list: the answer's `count` is the number shown. */
export const todoCountBody = (todo: TodoDefinition): ListQueryBody =>
  createListQuery().eq('state', todo.state).select(['state']).page(1, 1).toBody();

export const recentBillsBody = (count: number): ListQueryBody =>
  createListQuery()
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

export interface HomeRead {
  method: 'GET' | 'POST';
  path: string;
  body?: ListQueryBody;
  params?: Record<string, string | number>;
}

/**
 * Every call the home's first load makes (HomeStore.loadAll), in the words of the request: the
 * start-calls script sends these once it holds a grant, so the home's answers are on their way
 * while the libraries are still on the phone's link.
 */
export function homeFirstReads(): HomeRead[] {
  return [
    ...TODO_DEFINITIONS.map((todo) => ({
      method: 'POST' as const,
      path: HOME_PATHS[todo.list],
      body: todoCountBody(todo),
    })),
    { method: 'POST', path: HOME_PATHS.mine, body: recentBillsBody(RECENT_COUNT) },
    { method: 'GET', path: HOME_PATHS.staffs },
    { method: 'GET', path: HOME_PATHS.specifications, params: BILL_TYPES_PARAMS },
  ];
}
