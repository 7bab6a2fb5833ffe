import { BILL_STATES, PAY_TYPES, PAYMENT_CHANNELS, type ApprovalBill } from '../types';
import type { FlowLog, Payee, PaymentRecord } from '../types';
import { parseEvidenceLines, parseFile } from '../evidence/parseEvidence';
import { parseFlowNode } from './parseFlowNode';
import { idOf, listOf, moneyOf, oneOf, textOf, timeOf, wireOf, type Wire } from './readWire';

const PAYMENT_STATES = ['PENDING', 'SUCCESS', 'FAILURE'] as const;

function parsePayment(raw: unknown): PaymentRecord | null {
  const wire = wireOf(raw);
  const id = idOf(wire, 'id');
  const channel = oneOf(wire, 'channel', PAYMENT_CHANNELS);
  const state = oneOf(wire, 'state', PAYMENT_STATES);
  if (!id || !channel || !state) return null;
  const failureReason = textOf(wire, 'failureReason');
  return {
    id,
    channel,
    state,
    amount: moneyOf(wire.amount),
    failureReason,
    createTime: timeOf(wire, 'createTime'),
  };
}

function parseLog(raw: unknown): FlowLog | null {
  const wire = wireOf(raw);
  const action = idOf(wire, 'action');
  if (!action) return null;
  return {
    action,
    operatorId: idOf(wire, 'operatorId'),
    time: timeOf(wire, 'time'),
    nodeId: idOf(wire, 'nodeId'),
    comment: textOf(wire, 'comment'),
  };
}

/** The bill's payee; null unless it names someone (a nameless payee cannot be paid). */
function parsePayee(raw: unknown): Payee | null {
  const payee = wireOf(raw);
  const name = textOf(payee, 'name').trim();
  if (!name) return null;
  const text = (key: string) => textOf(payee, key).slice(0, 100);
  return {
    name,
    type: text('type'),
    bank: text('bank'),
    branch: text('branch'),
    cardNo: text('cardNo'),
  };
}

/** The submitter is an id, or the staff record when the detail was asked with dims. */
function submitterOf(form: Wire): { id: string | null; name: string } {
  const expanded = wireOf(form.submitterId);
  if (Object.keys(expanded).length > 0) {
    return { id: idOf(expanded, 'id'), name: textOf(expanded, 'name') };
  }
  return { id: idOf(form, 'submitterId'), name: '' };
}

/** A bill detail answer's `value`; null when it is not a bill at all. */
export function parseApprovalBill(raw: unknown): ApprovalBill | null {
  const wire = wireOf(raw);
  const id = idOf(wire, 'id');
  const state = oneOf(wire, 'state', BILL_STATES);
  if (!id || !state) return null;
  const form = wireOf(wire.form);
  const plan = wireOf(wire.plan);
  const submitter = submitterOf(form);
  return {
    id,
    lines: parseEvidenceLines(form.details),
    payee: parsePayee(wire.payee),
    attachments: listOf(form, 'attachments').flatMap((file) => parseFile(file) ?? []),
    description: textOf(form, 'description'),
    specificationId: idOf(form, 'specificationId') ?? '',
    code: textOf(form, 'code'),
    title: textOf(form, 'title'),
    state,
    submitterId: submitter.id,
    submitterName: submitter.name,
    expenseMoney: moneyOf(form.expenseMoney),
    payMoney: moneyOf(form.payMoney),
    payType: oneOf(form, 'payType', PAY_TYPES),
    expenseStatus: idOf(form, 'expenseStatus'),
    nodes: listOf(plan, 'nodes').flatMap((node) => parseFlowNode(node) ?? []),
    currentNodeId: idOf(plan, 'currentNodeId'),
    nonMatchedDefines: oneOf(plan, 'nonMatchedDefines', ['SKIP', 'FORBID'] as const),
    payments: listOf(wire, 'payments').flatMap((payment) => parsePayment(payment) ?? []),
    logs: listOf(wire, 'logs').flatMap((log) => parseLog(log) ?? []),
    actions: listOf(wire, 'actions').filter(
      (action): action is string => typeof action === 'string',
    ),
  };
}
