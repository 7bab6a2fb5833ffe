import type { ApprovalBill, PaymentRecord } from '../types';

/** Spec §4: a CHANPAY record in any state but PENDING is settled; other channels always are. */
export function isSettledPayment(payment: Pick<PaymentRecord, 'channel' | 'state'>): boolean {
  return payment.channel !== 'CHANPAY' || payment.state !== 'PENDING';
}

export type PaymentStatus = 'none' | 'waiting' | 'processing' | 'failed' | 'paid';

/**
 * Where the money stands: a payment in flight is 'processing' (the product's PROCESSING), a
 * failed one leaves the bill payable with its reason, WAITING is "waiting for payment".
 */
export function paymentStatusOf(
  bill: Pick<ApprovalBill, 'state' | 'payments' | 'expenseStatus'>,
): PaymentStatus {
  if (bill.payments.some((payment) => !isSettledPayment(payment))) return 'processing';
  if (bill.state === 'failure') return 'failed';
  if (bill.payments.some((payment) => payment.state === 'SUCCESS')) return 'paid';
  if (bill.expenseStatus === 'WAITING') return 'waiting';
  return 'none';
}

/** The failure reason of the latest failed payment, for the 'failure' label. */
export function lastFailureOf(payments: readonly PaymentRecord[]): PaymentRecord | null {
  return [...payments].reverse().find((payment) => payment.state === 'FAILURE') ?? null;
}
