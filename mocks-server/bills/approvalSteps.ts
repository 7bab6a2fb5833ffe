import type { ApprovalNode } from '../data/billFlowTypes';
import type { Bill } from '../data/billTypes';
import type { ActionContext } from './BillAction';
import { BillActionError, illegalState, notAssignee } from './BillActionError';
import { addLog, advancePlan, isPeopleNode, waitAt } from './advancePlan';
import { approvalNodeFor, stopFlow } from './rejectSteps';
import { resetPlan } from './resetPlan';

/**
 * draft or rejected → approving (through the transient `pending`): from the first node, or, when
 * the plan says TO_REJECTOR, straight back to the node that rejected the bill.
 */
export function submit(bill: Bill, context: ActionContext): void {
  if (bill.state !== 'draft' && bill.state !== 'rejected') throw illegalState('submit', bill.state);
  if (context.actorId !== bill.form.submitterId) throw notAssignee('submit');
  const rejector = rejectorToResume(bill);
  // Seeded and API plans carry no field until a reject writes one.
  delete bill.plan.rejectedNodeId;
  if (rejector) {
    resetPlan(bill, bill.plan.nodes.indexOf(rejector));
    bill.form.submitDate = context.now;
    waitAt(bill, rejector, context.now);
    addLog(bill, 'submit', { ...context, nodeId: null, comment: 'TO_REJECTOR' });
    return;
  }
  resetPlan(bill);
  const unmatched = bill.plan.nodes.find((node) => isPeopleNode(node) && !hasApprover(node));
  if (bill.plan.nonMatchedDefines === 'FORBID' && unmatched) {
    throw new BillActionError(
      409,
      'error:lab:bill-no-approver',
      `No approver matched the node ${unmatched.name}; this plan forbids submitting`,
    );
  }
  bill.form.submitDate = context.now;
  advancePlan(bill, -1, context.now);
  addLog(bill, 'submit', { ...context, nodeId: null });
}

/**
 * approving or pending → draft, by the submitter, while no approver has acted since the submit
 * _(lab choice, as Hose's 撤回)_: automatic steps do not count, a signature or comment does.
 */
export function retract(bill: Bill, context: ActionContext): void {
  if (bill.state !== 'approving' && bill.state !== 'pending') {
    throw illegalState('retract', bill.state);
  }
  if (context.actorId !== bill.form.submitterId) throw notAssignee('retract');
  if (actedOnSinceSubmit(bill)) {
    throw new BillActionError(
      409,
      'error:lab:bill-acted-on',
      'An approver has already acted on this bill; it can no longer be recalled',
    );
  }
  const nodeId = bill.plan.currentNodeId;
  resetPlan(bill);
  bill.state = 'draft';
  addLog(bill, 'retract', { ...context, nodeId });
}

/** agree or review at the current people node; review passes the bill on with a recheck note. */
export function agree(
  bill: Bill,
  context: ActionContext,
  verb: 'agree' | 'review',
  comment: string,
): void {
  const node = approvalNodeFor(bill, context, verb);
  const action = verb === 'agree' ? 'freeflow.agree' : 'freeflow.review';
  const signers = node.counterSigners ?? [];
  const mine = signers.find((signer) => signer.signer === context.actorId);
  if (mine) Object.assign(mine, { state: 'PROCESSED', action, operateTime: context.now });
  const done = node.type === 'normal' || node.policy === 'ANY' || signers.every(isSigned);
  if (done) {
    for (const signer of signers) if (!isSigned(signer)) signer.state = 'SKIPPED';
    Object.assign(node, {
      state: 'PROCESSED',
      action,
      description: comment,
      operateTime: context.now,
    });
    advancePlan(bill, bill.plan.nodes.indexOf(node), context.now);
  }
  addLog(bill, verb, { ...context, nodeId: node.id, comment });
}

/** The current approver voids the bill for good. */
export function nullify(bill: Bill, context: ActionContext, comment: string): void {
  const node = approvalNodeFor(bill, context, 'nullify');
  Object.assign(node, {
    state: 'NULLIFIED',
    action: 'freeflow.nullify',
    description: comment,
    operateTime: context.now,
  });
  stopFlow(bill, 'nullify');
  addLog(bill, 'nullify', { ...context, nodeId: node.id, comment });
}

function rejectorToResume(bill: Bill): ApprovalNode | undefined {
  const { resubmitMethod, rejectedNodeId } = bill.plan;
  if (bill.state !== 'rejected' || resubmitMethod !== 'TO_REJECTOR' || !rejectedNodeId) return;
  return bill.plan.nodes.find((node) => node.id === rejectedNodeId && isPeopleNode(node));
}

function actedOnSinceSubmit(bill: Bill): boolean {
  const lastSubmit = bill.logs.findLastIndex((log) => log.action === 'freeflow.submit');
  return bill.logs
    .slice(lastSubmit + 1)
    .some((log) => log.action === 'freeflow.agree' || log.action === 'freeflow.review');
}

function isSigned(signer: { state: string }): boolean {
  return signer.state === 'PROCESSED';
}

function hasApprover(node: ApprovalNode): boolean {
  return node.type === 'normal' ? node.signer !== null : (node.counterSigners ?? []).length > 0;
}
