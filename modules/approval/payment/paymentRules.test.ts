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

  it('reads a successful payment as paid', () => {
    const paid = approvalBill({ state: 'sending', payments: [record({ state: 'SUCCESS' })] });
    expect(paymentStatusOf(paid)).toBe('paid');
  });

  // Regression: the flow showed 无需支付 beside a 出纳支付 node still to come.
  it('reads a bill whose pay node is still ahead as paid after approval, never as none', () => {
    expect(paymentStatusOf(approvalBill())).toBe('afterApproval');
  });

  it('reads a bill waiting at its pay node as waiting, whatever expenseStatus says', () => {
    const bill = approvalBill({ state: 'paying', currentNodeId: 'cashier' });
    expect(paymentStatusOf(bill)).toBe('waiting');
  });

  it('reads none only when there is no pay node, or it was skipped for a zero amount', () => {
    const noPayNode = approvalBill();
    noPayNode.nodes = noPayNode.nodes.filter((node) => node.type !== 'pay');
    expect(paymentStatusOf(noPayNode)).toBe('none');
    const zero = approvalBill();
    zero.nodes[2] = { ...zero.nodes[2], state: 'SKIPPED', skippedType: 'PAY_AMOUNT_ZERO' };
    expect(paymentStatusOf(zero)).toBe('none');
  });
});
