import { createListQuery, type ListQueryBody, type ListQueryBuilder } from '@shell/query';
import type { BillState } from '../types';
import type { BillFilters, MyBillFilters } from './BillFilters';

/** What a list row needs: smaller answers than whole bills with their logs and details. */
const BILL_FIELDS = [
  'state',
  'formType',
  'appId',
  'updateTime',
  'form.code',
  'form.title',
  'form.submitterId',
  'form.expenseMoney',
  'form.payMoney',
  'plan',
  'rejection',
];

export interface ListPosition {
  page: number;
  pageSize: number;
}

/** Bill fields have the same names in both lists; the backlog also answers them bare. */
function withCommonFilters<S extends string>(
  query: ListQueryBuilder,
  filters: BillFilters<S>,
  formTypePath: 'formType' | 'type',
): ListQueryBuilder {
  let next = query;
  if (filters.scene) next = next.eq('scene', filters.scene);
  if (filters.formType) next = next.eq(formTypePath, filters.formType);
  if (filters.appId === 'none') next = next.eq('appId', null);
  else if (filters.appId) next = next.eq('appId', filters.appId);
  const submitter = filters.submitterName.trim();
  if (submitter) next = next.contains('form.submitterId.name', submitter);
  if (filters.nodeOwner) next = next.eq('ownerId', filters.nodeOwner);
  const search = filters.searchText.trim();
  if (search) next = next.contains(`form.${filters.searchField}`, search);
  return next;
}

/** docs/bills-and-workflow.md bill query for "my bills": newest change first. */
export function myBillsQuery(filters: MyBillFilters, at: ListPosition): ListQueryBody {
  let query = createListQuery();
  if (filters.state) query = query.eq('state', filters.state satisfies BillState);
  return withCommonFilters(query, filters, 'formType')
    .orderBy('updateTime', 'desc')
    .select(BILL_FIELDS)
    .dims(['form.submitterId'])
    .page(at.page, at.pageSize)
    .toBody();
}
