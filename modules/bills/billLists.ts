import type { BillsApi } from './api';
import { BillListStore } from './BillListStore';
import { myBillsQuery } from './models/billQueries';
import { BILL_STATES, type BillState, type BillSummary } from './types';

/** Spec §7 "my bills": the signed-in staff's own bills. */
export function myBillsList(api: Pick<BillsApi, 'searchMyBills'>) {
  return new BillListStore<BillSummary, BillState>({
    name: 'mine',
    states: BILL_STATES,
    buildQuery: myBillsQuery,
    load: (body) => api.searchMyBills(body),
    keyOf: (bill) => bill.id,
  });
}
