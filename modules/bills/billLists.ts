import type { BillsApi } from './api';
import { BillListStore } from './BillListStore';
import { backlogQuery, myBillsQuery } from './models/billQueries';
import {
  BACKLOG_STATES,
  BILL_STATES,
  type BacklogState,
  type BacklogTask,
  type BillState,
  type BillSummary,
} from './types';

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

/** Spec §7 backlog: the tasks waiting for the signed-in staff. */
export function backlogList(api: Pick<BillsApi, 'searchBacklog'>) {
  return new BillListStore<BacklogTask, BacklogState>({
    name: 'backlog',
    states: BACKLOG_STATES,
    buildQuery: backlogQuery,
    load: (body) => api.searchBacklog(body),
    keyOf: (task) => task.id,
  });
}
