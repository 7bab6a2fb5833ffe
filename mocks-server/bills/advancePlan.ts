import type { ApprovalNode, BillLog } from '../data/billFlowTypes';
import type { Bill } from '../data/billTypes';
import type { AgreeType, SkippedType } from '@contracts/billVocabulary';
import { standardMinorOf } from '../data/billMoney';
import { AGREE_TEXTS, SKIP_TEXTS } from './autoStepTexts';

export function currentNodeOf(bill: Bill): ApprovalNode | undefined {
  const { nodes, currentNodeId } = bill.plan;
  return currentNodeId === null ? undefined : nodes.find((node) => node.id === currentNodeId);
}

/** Records a step; call it after the state change so `state` is the state the step led to. */
export function addLog(
  bill: Bill,
  action: string,
  context: { actorId: string | null; now: number; nodeId: string | null; comment?: string },
  print?: Pick<BillLog, 'printTemplateId' | 'isPrintInvoice'>,
): void {
  bill.logs.push({
    action: `freeflow.${action}`,
    state: bill.state,
    operatorId: context.actorId,
    time: context.now,
    nodeId: context.nodeId,
    comment: context.comment ?? '',
    ...print,
  });
  bill.updateTime = context.now;
}

/** People nodes only; robot, paper and payment steps have no approver to match. */
export function isPeopleNode(node: ApprovalNode): boolean {
  return node.type === 'normal' || node.type === 'countersign';
}

/**
 * Moves the bill past the node at `fromIndex` (-1: from the start) to the next node that waits
 * for someone, settling every automatic step on the way; with none left the flow completes:
 * `paid` when money went out, `PROCESS` when nothing was paid.
 */
export function advancePlan(bill: Bill, fromIndex: number, now: number): void {
  const { nodes } = bill.plan;
  for (let index = fromIndex + 1; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (settleAutomatically(bill, node, nodes.slice(0, index), now)) continue;
    waitAt(bill, node, now);
    return;
  }
  bill.plan.currentNodeId = null;
  bill.currRoleId = null;
  bill.form.expenseStatus = null;
  bill.state = bill.payments.some((payment) => payment.state === 'SUCCESS') ? 'paid' : 'PROCESS';
}

function settleAutomatically(
  bill: Bill,
  node: ApprovalNode,
  earlier: ApprovalNode[],
  now: number,
): boolean {
  const submitter = bill.form.submitterId;
  if (node.type === 'ebot')
    return agreeAutomatically(node, node.autoAgreeReason ?? 'AI_APPROVAL', now);
  if (node.type === 'pay' && standardMinorOf(bill.form.payMoney) === 0n) {
    return skip(node, 'PAY_AMOUNT_ZERO', now);
  }
  if (!isPeopleNode(node)) return false;
  if (node.noAbility) return skip(node, 'NO_ABILITY', now);
  const signers = node.type === 'countersign' ? (node.counterSigners ?? []) : [];
  if (node.type === 'normal' ? node.signer === null : signers.length === 0) {
    node.nonMatched = true;
    return skip(
      node,
      node.roleId === null ? 'APPROVER_NOT_FOUND' : 'APPROVER_NOT_FOUND_BY_ROLE',
      now,
    );
  }
  if (node.type === 'countersign') {
    const agreesAlone = node.policy === 'ANY' || signers.length === 1;
    const hasSubmitter = signers.some((signer) => signer.signer === submitter);
    return hasSubmitter && agreesAlone
      ? agreeAutomatically(node, 'APPROVER_SAME_AS_SUBMITTER', now)
      : false;
  }
  if (node.signer === submitter) {
    return node.skipWhenSubmitter
      ? skip(node, 'APPROVER_SAME_AS_SUBMITTER', now)
      : agreeAutomatically(node, 'APPROVER_SAME_AS_SUBMITTER', now);
  }
  const repeated = earlier.some(
    (before) =>
      before.signer === node.signer &&
      (before.action === 'freeflow.agree' || before.action === 'freeflow.review'),
  );
  return repeated ? agreeAutomatically(node, 'APPROVER_REPEATED', now) : false;
}

function agreeAutomatically(node: ApprovalNode, reason: AgreeType, now: number): true {
  for (const signer of node.counterSigners ?? []) {
    Object.assign(signer, { state: 'PROCESSED', action: 'freeflow.autoAgree', operateTime: now });
  }
  Object.assign(node, {
    state: 'PROCESSED',
    action: 'freeflow.autoAgree',
    agreeType: reason,
    description: AGREE_TEXTS[reason],
    operateTime: now,
  });
  return true;
}

function skip(node: ApprovalNode, reason: SkippedType, now: number): true {
  Object.assign(node, {
    state: 'SKIPPED',
    action: 'freeflow.skipped',
    skippedType: reason,
    description: SKIP_TEXTS[reason],
    operateTime: now,
  });
  return true;
}

const WAITING_STATES = {
  normal: ['APPROVING', 'approving'],
  countersign: ['APPROVING', 'approving'],
  send: ['SENDING', 'sending'],
  receive: ['RECEIVING', 'receiving'],
  pay: ['PAYING', 'paying'],
} as const;

/** The bill stops at `node`: its task state, the bill's state, and countersigners to sign. */
export function waitAt(bill: Bill, node: ApprovalNode, now: number): void {
  if (node.type === 'ebot') return;
  const [nodeState, billState] = WAITING_STATES[node.type];
  node.state = nodeState;
  // An ALL countersign still waits for the others; the submitter's own signature is automatic.
  for (const signer of node.counterSigners ?? []) {
    const isSubmitter = signer.signer === bill.form.submitterId;
    signer.state = isSubmitter ? 'PROCESSED' : 'APPROVING';
    signer.action = isSubmitter ? 'freeflow.autoAgree' : null;
    signer.operateTime = isSubmitter ? now : null;
  }
  bill.state = billState;
  bill.plan.currentNodeId = node.id;
  bill.currRoleId = node.roleId;
  if (node.type === 'pay') bill.form.expenseStatus = 'WAITING';
  if (node.autoRemindPrint && bill.printState === 'noPrint') bill.printState = 'autoRemind';
}
