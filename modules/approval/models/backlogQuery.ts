import { createListQuery, type ListQueryBody } from '@shell/query';
import type { FilterAddress, ListPosition } from '@shell/store';

/** The task states an approver filters the backlog by (docs/approval-payment-print.md backlog states). */
export const TASK_FILTERS = ['ALL', 'APPROVING', 'PAYING', 'SENDING', 'RECEIVING'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

/** The backlog's filters as data: a task state and a title search. */
export interface BacklogFilters {
  state: TaskFilter;
  search: string;
}

export const NO_BACKLOG_FILTERS: BacklogFilters = { state: 'ALL', search: '' };

/** docs/approval-payment-print.md backlog query through the query builder: newest task first, submitter expanded. */
export function backlogQuery(filters: BacklogFilters, at: ListPosition): ListQueryBody {
  let query = createListQuery();
  if (filters.state !== 'ALL') query = query.eq('state', filters.state);
  const text = filters.search.trim();
  if (text) query = query.contains('form.title', text);
  return query
    .orderBy('createTime', 'desc')
    .dims(['flow.form.submitterId'])
    .page(at.page, at.pageSize)
    .toBody();
}

/** The backlog's filters in the address; anything not on the list reads as "all". */
export const backlogAddress: FilterAddress<BacklogFilters> = {
  keys: ['state', 'q'],
  write: (filters) => ({
    ...(filters.state === 'ALL' ? {} : { state: filters.state }),
    ...(filters.search ? { q: filters.search } : {}),
  }),
  read: (params) => ({
    state: TASK_FILTERS.find((filter) => filter === params.get('state')) ?? 'ALL',
    search: (params.get('q') ?? '').trim().slice(0, 100),
  }),
};
