import type { PrintBill } from '../types';

/**
 * Where the paper copy is: no paper step on this bill, waiting to be mailed, waiting at the
 * receiving node, held there with an exception, received, or not received (yet).
 */
export type PaperStage = 'none' | 'toSend' | 'toReceive' | 'exception' | 'received' | 'notReceived';

/**
 * The receipt rules: a RECEIVED receipt state wins (the paper is in, whatever comes next); else
 * the bill state names the paper step it waits at; a bill with neither a receipt state nor a
 * paper node has no paper step at all; anything else has not been received.
 */
export function paperStageOf(
  bill: Pick<PrintBill, 'state' | 'receiptState' | 'paperNodes'>,
): PaperStage {
  if (bill.receiptState === 'RECEIVED') return 'received';
  if (bill.state === 'sending') return 'toSend';
  if (bill.state === 'receiving') return 'toReceive';
  if (bill.state === 'receivingExcep') return 'exception';
  if (bill.receiptState === null && bill.paperNodes.length === 0) return 'none';
  return 'notReceived';
}
