import { PagedListStore } from '@shell/store';
import type { PrintApi } from './api';
import {
  paperTabAddress,
  paperTasksQuery,
  printBillsQuery,
  printFilterAddress,
} from './models/printQueries';
import type { PaperTab, PaperTask, PrintBill, PrintFilters } from './types';

const PRINT_PAGE_SIZE = 10;

/** The center's bills to print, on the shell's paged list. */
export function centerList(api: PrintApi): PagedListStore<PrintBill, PrintFilters> {
  return new PagedListStore(
    {
      name: 'center',
      query: printBillsQuery,
      load: (body, load) => api.searchBills(body, load),
      keyOf: (bill) => bill.id,
      address: printFilterAddress,
    },
    { filters: { printState: null, receiptState: null }, pageSizes: [PRINT_PAGE_SIZE] },
  );
}

/** The paper copies waiting for me, by tab. */
export function paperList(api: PrintApi): PagedListStore<PaperTask, { tab: PaperTab }> {
  return new PagedListStore(
    {
      name: 'paper',
      query: paperTasksQuery,
      load: (body, load) => api.searchPaperTasks(body, load),
      keyOf: (task) => task.id,
      address: paperTabAddress,
    },
    { filters: { tab: 'receive' }, pageSizes: [PRINT_PAGE_SIZE] },
  );
}
