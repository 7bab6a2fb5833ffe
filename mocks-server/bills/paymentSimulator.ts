import type { MockState } from '../data/MockState';
import { applyBillAction } from './applyBillAction';
import { BillActionError } from './BillActionError';
import { pendingPaymentOf } from './paymentSteps';

/** How long the lab's bank takes to answer a SLOW payment unless the body says `delayMs`. */
export const SLOW_PAYMENT_DELAY_MS = 3000;
const MAX_DELAY_MS = 60_000;

/** `delayMs` from an untrusted pay body: a whole number of ms up to a minute, else the default. */
export function slowDelayOf(rawBody: unknown): number {
  const body = typeof rawBody === 'object' && rawBody !== null ? rawBody : {};
  const value = 'delayMs' in body ? body.delayMs : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_DELAY_MS
    ? value
    : SLOW_PAYMENT_DELAY_MS;
}

export interface SlowPayment {
  billId: string;
  cashierId: string;
  delayMs: number;
  state: () => MockState;
  now: () => number;
}

/**
 * The bank's late callback for a SLOW CHANPAY payment: after the delay the bill's pending
 * payment succeeds, as `paymentResult` would. A reset or a result given by hand in between
 * leaves nothing pending, and then the callback does nothing.
 */
export function scheduleSlowPayment(payment: SlowPayment): NodeJS.Timeout {
  const timer = setTimeout(() => {
    const state = payment.state();
    const index = state.bills.findIndex((bill) => bill.id === payment.billId);
    const bill = state.bills[index];
    if (!bill || !pendingPaymentOf(bill)) return;
    try {
      state.bills[index] = applyBillAction(
        bill,
        { name: 'payResult', success: true, reason: '' },
        { actorId: payment.cashierId, now: payment.now() },
      );
    } catch (error) {
      if (!(error instanceof BillActionError)) throw error;
    }
  }, payment.delayMs);
  // A pending bank answer must not keep the lab or a test process alive.
  timer.unref();
  return timer;
}
