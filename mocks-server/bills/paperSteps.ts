import type { ApprovalNode } from '../data/billFlowTypes';
import type { Bill } from '../data/billTypes';
import type { ActionContext } from './BillAction';
import { illegalState, notAssignee } from './BillActionError';
import { addLog, advancePlan, currentNodeOf } from './advancePlan';

/** sending → next node: the paper is mailed with a tracking number, or mailing is skipped. */
export function express(bill: Bill, context: ActionContext, expressNo: string | null): void {
  const verb = expressNo === null ? 'jumpExpress' : 'addExpress';
  const node = paperNodeFor(bill, context, verb, ['sending']);
  const description = expressNo === null ? '跳过寄送' : `快递单号 ${expressNo}`;
  finish(bill, node, `freeflow.${verb}`, description, context.now);
  addLog(bill, verb, { ...context, nodeId: node.id, comment: description });
}

/** receiving (or a resolved exception) → next node; the paper is in, so is the print copy. */
export function receive(bill: Bill, context: ActionContext): void {
  const node = paperNodeFor(bill, context, 'receive', ['receiving', 'receivingExcep']);
  bill.form.receiptState = 'RECEIVED';
  bill.printState = 'received';
  finish(bill, node, 'freeflow.receive', '已收单', context.now);
  addLog(bill, 'receive', { ...context, nodeId: node.id });
}

/** receiving → receivingExcep: the paper arrived wrong or not at all. */
export function receiveException(bill: Bill, context: ActionContext, reason: string): void {
  const node = paperNodeFor(bill, context, 'receiveExcep', ['receiving']);
  Object.assign(node, {
    state: 'RECEIVING_EXCEP',
    action: 'freeflow.receiveExcep',
    description: reason,
    operateTime: context.now,
  });
  bill.state = 'receivingExcep';
  addLog(bill, 'receiveExcep', { ...context, nodeId: node.id, comment: reason });
}

function paperNodeFor(
  bill: Bill,
  context: ActionContext,
  action: string,
  states: readonly Bill['state'][],
): ApprovalNode {
  const node = currentNodeOf(bill);
  if (!states.includes(bill.state) || !node) throw illegalState(action, bill.state);
  if (node.signer !== context.actorId) throw notAssignee(action);
  return node;
}

function finish(
  bill: Bill,
  node: ApprovalNode,
  action: ApprovalNode['action'],
  description: string,
  now: number,
): void {
  Object.assign(node, { state: 'PROCESSED', action, description, operateTime: now });
  advancePlan(bill, bill.plan.nodes.indexOf(node), now);
}
