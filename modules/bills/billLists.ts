import { PagedListStore } from '@shell/store';
import type { BillsApi } from './api';
import { billFilterAddress } from './models/billFilterAddress';
import {
  emptyFilters,
  PAGE_SIZES,
  type BillFilters,
  type MyBillFilters,
} from './models/BillFilters';
import { myBillsQuery } from './models/billQueries';
import { BILL_STATES, type BillSummary } from './types';

/** The search field alone narrows nothing: only its text does. */
function isFiltered<S extends string>(filters: BillFilters<S>, defaults: BillFilters<S>) {
  return (Object.keys(defaults) as (keyof BillFilters<S>)[]).some(
    (key) => key !== 'searchField' && filters[key] !== defaults[key],
  );
}

export type MyBillsList = PagedListStore<BillSummary, MyBillFilters>;

/** docs/bills-and-workflow.md "my bills": the signed-in staff's own bills. */
export function myBillsList(api: Pick<BillsApi, 'searchMyBills'>): MyBillsList {
  return new PagedListStore(
    {
      name: 'mine',
      query: myBillsQuery,
      load: (body, options) => api.searchMyBills(body, options),
      keyOf: (bill) => bill.id,
      address: billFilterAddress(BILL_STATES),
      isFiltered,
    },
    { filters: emptyFilters(), pageSizes: PAGE_SIZES },
  );
}
