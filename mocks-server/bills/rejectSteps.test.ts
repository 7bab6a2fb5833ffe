import type { Bill } from '../data/billTypes';
import type { BillAction } from './BillAction';
import { BillActionError } from './BillActionError';
import { applyBillAction } from './applyBillAction';
import { CASHIER, FINANCE, MANAGER, NOW, SUBMITTER, draftBill } from './testing/billFixture';

function act(bill: Bill, action: BillAction, actorId: string): Bill {
  return applyBillAction(bill, action, { actorId, now: NOW });
}

/** Submitted and agreed by the manager: the bill waits at finance. */
function atFinance(): Bill {
  const submitted = act(draftBill(), { name: 'submit' }, SUBMITTER);
  return act(submitted, { name: 'agree', comment: '同意' }, MANAGER);
}

describe('when an approver rejects to an earlier node', () => {
  it('waits at that node again, still approving, and logs the reject', () => {
    const bill = act(
      atFinance(),
      { name: 'reject', comment: '请主管再看', rejectTo: 'manager' },
      FINANCE,
    );
    expect(bill.state).toBe('approving');
    expect(bill.plan.currentNodeId).toBe('manager');
    expect(bill.plan.nodes.map((node) => node.state)).toEqual([
      'APPROVING',
      'NOT_STARTED',
      'NOT_STARTED',
    ]);
    expect(bill.logs.at(-1)).toMatchObject({
      action: 'freeflow.reject',
      nodeId: 'finance',
      comment: '请主管再看',
      state: 'approving',
    });
  });

  it('refuses a node that is not earlier or that no person agreed at', () => {
    const bill = atFinance();
    for (const rejectTo of ['cashier', 'finance', 'nowhere']) {
      const run = () => act(bill, { name: 'reject', comment: '', rejectTo }, FINANCE);
      expect(run).toThrow(BillActionError);
    }
  });
});

describe('when a rejected bill is resubmitted', () => {
  function rejectedAtFinance(resubmitMethod?: 'FROM_START' | 'TO_REJECTOR'): Bill {
    const bill = atFinance();
    if (resubmitMethod) bill.plan.resubmitMethod = resubmitMethod;
    return act(bill, { name: 'reject', comment: '发票不全' }, FINANCE);
  }

  it('remembers the rejecting node while rejected', () => {
    const bill = rejectedAtFinance();
    expect(bill.state).toBe('rejected');
    expect(bill.plan.rejectedNodeId).toBe('finance');
  });

  it('runs the whole plan again by default (FROM_START)', () => {
    const bill = act(rejectedAtFinance(), { name: 'submit' }, SUBMITTER);
    expect(bill.plan.currentNodeId).toBe('manager');
    expect(bill.plan.rejectedNodeId).toBeUndefined();
  });

  it('goes straight back to the rejector when the plan says TO_REJECTOR', () => {
    const bill = act(rejectedAtFinance('TO_REJECTOR'), { name: 'submit' }, SUBMITTER);
    expect(bill.state).toBe('approving');
    expect(bill.plan.currentNodeId).toBe('finance');
    expect(bill.plan.nodes[0]).toMatchObject({ state: 'PROCESSED', action: 'freeflow.agree' });
    expect(bill.logs.at(-1)).toMatchObject({ action: 'freeflow.submit', comment: 'TO_REJECTOR' });
  });
});

describe('when the cashier pays through the simulated bank', () => {
  function atCashier(): Bill {
    return act(atFinance(), { name: 'agree', comment: '' }, FINANCE);
  }

  it('is paid at once when the bank answers SUCCESS', () => {
    const bill = act(
      atCashier(),
      { name: 'pay', channel: 'CHANPAY', simulate: 'SUCCESS' },
      CASHIER,
    );
    expect(bill.state).toBe('paid');
    expect(bill.payments.map((payment) => payment.state)).toEqual(['SUCCESS']);
  });

  it('fails at once with the bank’s reason when it answers FAILURE, and can be paid again', () => {
    const failed = act(
      atCashier(),
      { name: 'pay', channel: 'CHANPAY', simulate: 'FAILURE' },
      CASHIER,
    );
    expect(failed.state).toBe('failure');
    expect(failed.payments[0].failureReason).toBe('收款账户信息有误，银行退回');
    const paid = act(failed, { name: 'pay', channel: 'OFFLINE' }, CASHIER);
    expect(paid.state).toBe('paid');
  });

  it('refuses a retry that names a payment already made, so nothing is paid twice', () => {
    const failed = act(
      atCashier(),
      { name: 'pay', channel: 'CHANPAY', simulate: 'FAILURE' },
      CASHIER,
    );
    const stale = () => act(failed, { name: 'pay', channel: 'CHANPAY', attempt: 1 }, CASHIER);
    expect(stale).toThrow(expect.objectContaining({ code: 'error:lab:bill-payment-stale' }));
    expect(act(failed, { name: 'pay', channel: 'CHANPAY', attempt: 2 }, CASHIER).state).toBe(
      'PROCESSING',
    );
  });

  it('stays PROCESSING when the bank is SLOW, until the result arrives', () => {
    const bill = act(atCashier(), { name: 'pay', channel: 'CHANPAY', simulate: 'SLOW' }, CASHIER);
    expect([bill.state, bill.payments[0].state]).toEqual(['PROCESSING', 'PENDING']);
  });
});
