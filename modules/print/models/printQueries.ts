import { createListQuery, type ListQueryBody } from '@shell/query';
import type { PaperTab, PrintFilters } from '../types';

/** The center's list: newest change first, narrowed by print and receipt state. */
export function printBillsQuery(filters: PrintFilters, page: number, size: number): ListQueryBody {
  let query = createListQuery().orderBy('updateTime', 'DESC').page(page, size);
  if (filters.printState) query = query.eq('printState', filters.printState);
  if (filters.receiptState) query = query.eq('form.receiptState', filters.receiptState);
  return query.toBody();
}

const TASK_STATES_OF: Readonly<Record<PaperTab, readonly string[]>> = {
  send: ['SENDING'],
  receive: ['RECEIVING', 'RECEIVING_EXCEP'],
};

/** My backlog at the paper steps: to send (SENDING) or to receive (RECEIVING, RECEIVING_EXCEP). */
export function paperTasksQuery(
  filters: { tab: PaperTab },
  page: number,
  size: number,
): ListQueryBody {
  return createListQuery()
    .in('state', TASK_STATES_OF[filters.tab])
    .orderBy('createTime', 'DESC')
    .page(page, size)
    .toBody();
}
