import type { Bill } from '../data/billTypes';
import type { BillState } from '@contracts/billVocabulary';
import type { ActionContext } from './BillAction';
import { illegalState, notAssignee } from './BillActionError';
import { printComment } from './printTemplates';
import { addLog } from './advancePlan';

/** Nothing to print before the first submission, nor on a voided bill. */
const UNPRINTABLE: ReadonlySet<BillState> = new Set(['draft', 'pending', 'nullify']);

/** noPrint or autoRemind → reminded: someone other than the submitter asks for the paper copy. */
export function remind(bill: Bill, context: ActionContext): void {
  if (UNPRINTABLE.has(bill.state)) throw illegalState('remind', bill.state);
  if (bill.printState !== 'noPrint' && bill.printState !== 'autoRemind') {
    throw illegalState('remind', `${bill.state} (print state ${bill.printState})`);
  }
  if (context.actorId === bill.form.submitterId) throw notAssignee('remind');
  bill.printState = 'reminded';
  addLog(bill, 'remind', { ...context, nodeId: bill.plan.currentNodeId });
}

/** Any staff of the tenant prints; a received paper copy stays `received`. */
export function print(
  bill: Bill,
  context: ActionContext,
  config: { printTemplateId: string; isPrintInvoice: boolean },
): void {
  if (UNPRINTABLE.has(bill.state)) throw illegalState('print', bill.state);
  bill.printCount += 1;
  bill.lastPrintTime = context.now;
  bill.lastPrinter = context.actorId;
  if (bill.printState !== 'received') bill.printState = 'printed';
  const comment = printComment(config.printTemplateId, config.isPrintInvoice);
  addLog(bill, 'print', { ...context, nodeId: bill.plan.currentNodeId, comment }, config);
}
