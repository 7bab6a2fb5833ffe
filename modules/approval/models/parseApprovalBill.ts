import { approvalBillSchema } from '@contracts/approval/approvalBill';
import { parseOrNull } from '@contracts/core/parse';
import { parseEvidenceLines, parseFile } from '../evidence/parseEvidence';
import type { ApprovalBill } from '../types';

/** A bill detail answer's `value`; null when it is not a bill at all. */
export function parseApprovalBill(raw: unknown): ApprovalBill | null {
  const bill = parseOrNull(approvalBillSchema, raw);
  if (!bill) return null;
  const { form, plan } = bill;
  const attachments = Array.isArray(form.attachments) ? form.attachments : [];
  return {
    id: bill.id,
    lines: parseEvidenceLines(form.details),
    payee: bill.payee,
    attachments: attachments.flatMap((file: unknown) => parseFile(file) ?? []),
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
