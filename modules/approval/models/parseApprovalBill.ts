import { approvalBillSchema, type ApprovalBillWire } from '@contracts/approval/approvalBill';
import { parseOrNull } from '@contracts/core/parse';
import type { ApprovalBill } from '../types';

/** A bill detail answer's `value`; null when it is not a bill at all. */
export function parseApprovalBill(raw: unknown): ApprovalBill | null {
  const bill = parseOrNull(approvalBillSchema, raw);
  return bill && approvalBillOf(bill);
}

/** A bill read by its contract, as the approval screens show it. */
export function approvalBillOf(bill: ApprovalBillWire): ApprovalBill {
  const { form, plan } = bill;
  return {
    id: bill.id,
    lines: form.details,
    payee: bill.payee,
    attachments: form.attachments,
    description: form.description,
    specificationId: form.specificationId ?? '',
    code: form.code,
    title: form.title,
    state: bill.state,
    submitterId: form.submitterId?.id ?? null,
    submitterName: form.submitterId?.name ?? '',
    expenseMoney: form.expenseMoney,
    payMoney: form.payMoney,
    payType: form.payType,
    expenseStatus: form.expenseStatus,
    nodes: plan.nodes,
    currentNodeId: plan.currentNodeId,
    nonMatchedDefines: plan.nonMatchedDefines,
    payments: bill.payments,
    logs: bill.logs,
    actions: bill.actions,
  };
}
