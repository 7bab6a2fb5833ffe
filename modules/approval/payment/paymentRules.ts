import type { ApprovalBill, PaymentRecord } from '../types';

/** docs/approval-payment-print.md: a CHANPAY record in any state but PENDING is settled; other channels always are. */
export function isSettledPayment(payment: Pick<PaymentRecord, 'channel' | 'state'>): boolean {
  return payment.channel !== 'CHANPAY' || payment.state !== 'PENDING';
}

export type PaymentStatus = 'none' | 'afterApproval' | 'waiting' | 'processing' | 'failed' | 'paid';

/**
 * Where the money stands, in words that agree with the flow's pay node: a payment in flight is
 * 'processing' (the product's PROCESSING), a failed one leaves the bill payable with its reason,
 * a bill at its pay node (or WAITING) waits for payment, one whose pay node is still ahead is
 * paid after approval; only a bill without a pay node, or whose pay node was skipped (nothing
 * to pay), has nothing to pay.
 */
export function paymentStatusOf(
  bill: Pick<ApprovalBill, 'state' | 'payments' | 'expenseStatus' | 'nodes' | 'currentNodeId'>,
): PaymentStatus {
  if (bill.payments.some((payment) => !isSettledPayment(payment))) return 'processing';
  if (bill.state === 'failure') return 'failed';
  if (bill.payments.some((payment) => payment.state === 'SUCCESS')) return 'paid';
  const payNode = bill.nodes.find((node) => node.type === 'pay');
  if (bill.expenseStatus === 'WAITING' || (payNode && payNode.id === bill.currentNodeId)) {
    return 'waiting';
  }
  if (payNode && payNode.state !== 'SKIPPED') return 'afterApproval';
  return 'none';
}

/** The failure reason of the latest failed payment, for the 'failure' label. */
export function lastFailureOf(payments: readonly PaymentRecord[]): PaymentRecord | null {
  return [...payments].reverse().find((payment) => payment.state === 'FAILURE') ?? null;
}
