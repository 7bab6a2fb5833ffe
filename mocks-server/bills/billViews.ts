import type { MockState } from '../data/MockState';
import type { Bill } from '../data/billTypes';
import type { Staff } from '../data/types';
import { allowedActions } from './applyBillAction';
import { backlogFields, backlogOf } from './backlogOf';
import type { BacklogItem } from './backlogOf';
import { billFields } from './billFields';
import type { StaffNames } from './billFields';
import { isCopyableBy, isDeletableBy } from './copyBill';
import { isEditableBy } from './draftBills';
import { billDimOf, expandDims } from './expandDims';
import { tenantByCorporation } from '../hosts/staffDirectory';
import { payeeOf } from './payeeView';
import { parseListQuery } from './query/parseListQuery';
import { rejectionOf } from './rejectionView';
import { runListQuery } from './query/runListQuery';
import { selectFields } from './query/selectFields';
import type { ListResponse } from '../data/types';

type Item = Record<string, unknown>;

/** The actor's own bills, through the query builder's body. */
export function myBillsPage(body: unknown, state: MockState, actor: Staff): ListResponse<Item> {
  const query = parseListQuery(body, { path: 'updateTime', descending: true });
  const dims = query.dims.map((dim) => billDimOf(dim, ''));
  const mine = state.bills.filter(
    (bill) =>
      bill.active &&
      bill.form.submitterId === actor.id &&
      bill.corporationId === actor.corporationId,
  );
  const { page, count } = runListQuery(mine, query, billFields(staffNames(state, actor)));
  const items = page.map((bill) => {
    const expanded = {
      ...expandDims(bill, dims, state, actor.corporationId),
      rejection: rejectionOf(bill),
    };
    return query.select ? selectFields(expanded, query.select) : expanded;
  });
  return { items, count };
}

/** The tasks waiting for the actor (docs/bills-and-workflow.md backlog). */
export function backlogPage(body: unknown, state: MockState, actor: Staff): ListResponse<Item> {
  const query = parseListQuery(body, { path: 'createTime', descending: true });
  const dims = query.dims.map((dim) => billDimOf(dim, 'flow.'));
  const tenantBills = state.bills.filter((bill) => bill.corporationId === actor.corporationId);
  const mine = backlogOf(tenantBills).filter((item) => item.ownerId === actor.id);
  const { page, count } = runListQuery(mine, query, backlogFields(staffNames(state, actor)));
  const items = page.map((item: BacklogItem) => {
    const expanded: Item = {
      ...item,
      flow: expandDims(item.flow, dims, state, actor.corporationId),
    };
    return query.select ? selectFields(expanded, query.select) : expanded;
  });
  return { items, count };
}

/** A bill with what the actor may do to it now: the verbs' action names, and `edit` (PUT). */
export function billDetail(
  bill: Bill,
  dims: readonly string[],
  state: MockState,
  actor: Staff,
  now: number,
): Item {
  const actions: string[] = allowedActions(bill, { actorId: actor.id, now });
  if (isEditableBy(bill, actor.id)) actions.push('edit');
  if (isDeletableBy(bill, actor.id)) actions.push('delete');
  if (isCopyableBy(state, bill, actor.id)) actions.push('copy');
  return {
    ...expandDims(bill, dims, state, actor.corporationId),
    actions,
    rejection: rejectionOf(bill),
    payee: payeeOf(bill, state),
    // What a printed bill heads with _(lab choice: the spec shows no company on a bill)_.
    corporation: {
      id: bill.corporationId,
      name: tenantByCorporation(state, bill.corporationId)?.name ?? '',
    },
  };
}

function staffNames(state: MockState, actor: Staff): StaffNames {
  const byUserId = new Map(state.staffs.map((staff) => [staff.userId, staff.name]));
  const prefix = `${actor.corporationId}:`;
  return (staffId) =>
    staffId.startsWith(prefix) ? (byUserId.get(staffId.slice(prefix.length)) ?? null) : null;
}
