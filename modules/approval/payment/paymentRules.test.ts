import { approvalBill } from '../testing/approvalFixtures';
import type { PaymentRecord } from '../types';
import { isSettledPayment, lastFailureOf, paymentStatusOf } from './paymentRules';

function record(extra: Partial<PaymentRecord>): PaymentRecord {
  return {
    id: 'p1',
    channel: 'CHANPAY',
    state: 'PENDING',
    amount: null,
    failureReason: '',
    createTime: 1,
    ...extra,
  };
}

describe('the CHANPAY rule', () => {
  it('counts a CHANPAY record in any state but PENDING as settled', () => {
    expect(isSettledPayment(record({ state: 'PENDING' }))).toBe(false);
    expect(isSettledPayment(record({ state: 'SUCCESS' }))).toBe(true);
    expect(isSettledPayment(record({ state: 'FAILURE' }))).toBe(true);
  });

  it('counts an offline record as settled', () => {
    expect(isSettledPayment(record({ channel: 'OFFLINE', state: 'SUCCESS' }))).toBe(true);
  });
});

describe('where the money stands', () => {
  it('reads WAITING as waiting for payment', () => {
    expect(paymentStatusOf(approvalBill({ state: 'paying', expenseStatus: 'WAITING' }))).toBe(
      'waiting',
    );
  });

  it('reads a pending CHANPAY payment as processing', () => {
    const bill = approvalBill({
      state: 'paying',
      expenseStatus: 'WAITING',
      payments: [record({})],
    });
    expect(paymentStatusOf(bill)).toBe('processing');
  });

  it('reads a failed bill as failed, with the latest failure’s reason', () => {
    const payments = [
      record({ id: 'p1', state: 'FAILURE', failureReason: '旧原因' }),
      record({ id: 'p2', state: 'FAILURE', failureReason: '账户有误' }),
    ];
    expect(paymentStatusOf(approvalBill({ state: 'failure', payments }))).toBe('failed');
    expect(lastFailureOf(payments)?.failureReason).toBe('账户有误');
  });

  it('reads a successful payment as paid, and a bill with nothing to pay as none', () => {
    const paid = approvalBill({ state: 'sending', payments: [record({ state: 'SUCCESS' })] });
    expect(paymentStatusOf(paid)).toBe('paid');
    expect(paymentStatusOf(approvalBill())).toBe('none');
  });
});
