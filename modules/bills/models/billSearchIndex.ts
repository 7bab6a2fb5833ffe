import type { BillState, BillSummary } from '../types';
import type { BillFilters } from './BillFilters';

/** A bill with its searchable texts lower-cased once, so a filter pass only compares. */
export interface IndexedBill {
  bill: BillSummary;
  title: string;
  code: string;
  submitter: string;
}

/** The index of a list held in memory: newest update first, as the server pages them. */
export function buildBillIndex(bills: readonly BillSummary[]): IndexedBill[] {
  return bills
    .map((bill) => ({
      bill,
      title: bill.title.toLowerCase(),
      code: bill.code.toLowerCase(),
      submitter: (bill.submitter?.name ?? '').toLowerCase(),
    }))
    .sort((a, b) => b.bill.updateTime - a.bill.updateTime);
}

/**
 * Spec §7 bill filters over the index, with the server's meaning: state and form type `==`,
 * appId `==` ('none' for staff-written bills), submitter name and search text `contains`
 * (case-insensitive), node owner among the waiting node's owners. The scene is the server's
 * grouping of states and is not applied here.
 */
export function filterBillIndex(
  index: readonly IndexedBill[],
  filters: BillFilters<BillState>,
): BillSummary[] {
  const text = filters.searchText.trim().toLowerCase();
  const submitter = filters.submitterName.trim().toLowerCase();
  const { state, formType, appId, nodeOwner, searchField } = filters;
  const wantedApp = appId === 'none' ? null : appId;
  const result: BillSummary[] = [];
  for (const entry of index) {
    const { bill } = entry;
    if (state !== null && bill.state !== state) continue;
    if (formType !== null && bill.formType !== formType) continue;
    if (appId !== null && bill.appId !== wantedApp) continue;
    if (submitter && !entry.submitter.includes(submitter)) continue;
    if (nodeOwner !== null && !bill.waitingAt?.ownerIds.includes(nodeOwner)) continue;
    if (text && !entry[searchField].includes(text)) continue;
    result.push(bill);
  }
  return result;
}
