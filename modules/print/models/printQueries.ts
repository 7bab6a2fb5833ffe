import { createListQuery, type ListQueryBody } from '@shell/query';
import type { FilterAddress, ListPosition } from '@shell/store';
import {
  PAPER_TABS,
  PRINT_STATES,
  RECEIPT_STATES,
  type PaperTab,
  type PrintFilters,
} from '../types';

/** The center's list: newest change first, narrowed by print and receipt state. */
export function printBillsQuery(filters: PrintFilters, at: ListPosition): ListQueryBody {
  let query = createListQuery().orderBy('updateTime', 'DESC').page(at.page, at.pageSize);
  if (filters.printState) query = query.eq('printState', filters.printState);
  if (filters.receiptState) query = query.eq('form.receiptState', filters.receiptState);
  return query.toBody();
}

const TASK_STATES_OF: Readonly<Record<PaperTab, readonly string[]>> = {
  send: ['SENDING'],
  receive: ['RECEIVING', 'RECEIVING_EXCEP'],
};

/** My backlog at the paper steps: to send (SENDING) or to receive (RECEIVING, RECEIVING_EXCEP). */
export function paperTasksQuery(filters: { tab: PaperTab }, at: ListPosition): ListQueryBody {
  return createListQuery()
    .in('state', TASK_STATES_OF[filters.tab])
    .orderBy('createTime', 'DESC')
    .page(at.page, at.pageSize)
    .toBody();
}

const oneOf = <T extends string>(raw: string | null, allowed: readonly T[]) =>
  allowed.find((value) => value === raw) ?? null;

/** The center's filters in the address; a value not on its list reads as "all". */
export const printFilterAddress: FilterAddress<PrintFilters> = {
  keys: ['print', 'receipt'],
  write: (filters) => ({
    ...(filters.printState ? { print: filters.printState } : {}),
    ...(filters.receiptState ? { receipt: filters.receiptState } : {}),
  }),
  read: (params) => ({
    printState: oneOf(params.get('print'), PRINT_STATES),
    receiptState: oneOf(params.get('receipt'), RECEIPT_STATES),
  }),
};

/** The paper tab in the address. */
export const paperTabAddress: FilterAddress<{ tab: PaperTab }> = {
  keys: ['tab'],
  write: (filters): Record<string, string> =>
    filters.tab === 'receive' ? {} : { tab: filters.tab },
  read: (params, defaults) => ({ tab: oneOf(params.get('tab'), PAPER_TABS) ?? defaults.tab }),
};
