import type { ApprovalNode } from '../data/billFlowTypes';
import type { Bill } from '../data/billTypes';
import type { ActionContext } from './BillAction';
import { BillActionError, illegalState, notAssignee } from './BillActionError';
import { addLog, currentNodeOf, isPeopleNode, waitAt } from './advancePlan';
import { resetPlan } from './resetPlan';

/**
 * The current approver (or the paper receiver) sends the bill back: to its submitter (→ rejected)
 * or, with `rejectTo`, to an earlier node a person agreed at, which then waits again.
 */
export function reject(
  bill: Bill,
  context: ActionContext,
  comment: string,
  rejectTo: string | null = null,
): void {
  const node =
    bill.state === 'receiving' || bill.state === 'receivingExcep'
      ? receiverNodeFor(bill, context)
      : approvalNodeFor(bill, context, 'reject');
  const target = rejectTo === null ? null : rejectTargetOf(bill, node, rejectTo);
  const mine = node.counterSigners?.find((signer) => signer.signer === context.actorId);
  if (mine)
    Object.assign(mine, { state: 'REJECTED', action: 'freeflow.reject', operateTime: context.now });
  Object.assign(node, {
    state: 'REJECTED',
    action: 'freeflow.reject',
    description: comment,
    operateTime: context.now,
  });
  if (target) {
    resetPlan(bill, bill.plan.nodes.indexOf(target));
    waitAt(bill, target, context.now);
  } else {
    stopFlow(bill, 'rejected');
    bill.plan.rejectedNodeId = node.id;
  }
  addLog(bill, 'reject', { ...context, nodeId: node.id, comment });
}

/** The earlier nodes a reject may go back to: people nodes a person agreed or reviewed at. */
export function rejectTargetsOf(bill: Bill, node: ApprovalNode): ApprovalNode[] {
  const index = bill.plan.nodes.indexOf(node);
  return bill.plan.nodes
    .slice(0, Math.max(index, 0))
    .filter(
      (before) =>
        isPeopleNode(before) &&
        (before.action === 'freeflow.agree' || before.action === 'freeflow.review'),
    );
}

function rejectTargetOf(bill: Bill, node: ApprovalNode, rejectTo: string): ApprovalNode {
  const target = rejectTargetsOf(bill, node).find((each) => each.id === rejectTo);
  if (!target || bill.state !== 'approving') {
    throw new BillActionError(
      400,
      'error:lab:bad-request',
      `rejectTo must name an earlier node a person agreed at (${rejectTo} does not)`,
    );
  }
  return target;
}

/** The current people node when the actor is its approver (or a countersigner yet to sign). */
export function approvalNodeFor(bill: Bill, context: ActionContext, action: string): ApprovalNode {
  const node = currentNodeOf(bill);
  if (bill.state !== 'approving' || !node || !isPeopleNode(node))
    throw illegalState(action, bill.state);
  const allowed =
    node.type === 'normal'
      ? node.signer === context.actorId
      : (node.counterSigners ?? []).some(
          (signer) => signer.signer === context.actorId && signer.state === 'APPROVING',
        );
  if (!allowed) throw notAssignee(action);
  return node;
}

function receiverNodeFor(bill: Bill, context: ActionContext): ApprovalNode {
  const node = currentNodeOf(bill);
  if (!node || node.type !== 'receive') throw illegalState('reject', bill.state);
  if (node.signer !== context.actorId) throw notAssignee('reject');
  return node;
}

export function stopFlow(bill: Bill, state: 'rejected' | 'nullify'): void {
  bill.state = state;
  bill.plan.currentNodeId = null;
  bill.currRoleId = null;
  bill.form.expenseStatus = null;
}
