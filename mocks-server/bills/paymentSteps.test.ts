import type { Bill } from '../data/billTypes';
import type { BillAction } from './BillAction';
import { BillActionError } from './BillActionError';
import { applyBillAction } from './applyBillAction';
import {
  CASHIER,
  FINANCE,
  MANAGER,
  NOW,
  SUBMITTER,
  draftBill,
  planNode,
} from './testing/billFixture';

function act(bill: Bill, action: BillAction, actorId: string): Bill {
  return applyBillAction(bill, action, { actorId, now: NOW });
}

function paying(): Bill {
  const draft = draftBill([
    planNode('finance', 'normal', FINANCE),
    planNode('cashier', 'pay', CASHIER),
  ]);
  return act(act(draft, { name: 'submit' }, SUBMITTER), { name: 'agree', comment: '' }, FINANCE);
}

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof BillActionError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('paying a bill', () => {
  it('settles an offline payment at once and completes as paid, then archived', () => {
    const paid = act(paying(), { name: 'pay', channel: 'OFFLINE' }, CASHIER);
    expect(paid.state).toBe('paid');
    expect(paid.form.expenseStatus).toBeNull();
    expect(paid.payments).toEqual([
      expect.objectContaining({ channel: 'OFFLINE', state: 'SUCCESS', payerId: CASHIER }),
    ]);
    expect(paid.payments[0].amount.standard).toBe('100.00');
    expect(act(paid, { name: 'archive' }, SUBMITTER).state).toBe('archived');
  });

  it('moves the bill to PROCESSING with a PENDING CHANPAY payment until its result, refusing a second payment meanwhile', () => {
    const inFlight = act(paying(), { name: 'pay', channel: 'CHANPAY' }, CASHIER);
    expect(inFlight.state).toBe('PROCESSING');
    expect(inFlight.payments[0].state).toBe('PENDING');
    expect(codeOf(() => act(inFlight, { name: 'pay', channel: 'OFFLINE' }, CASHIER))).toBe(
      'error:lab:bill-payment-in-flight',
    );
    const settled = act(inFlight, { name: 'payResult', success: true, reason: '' }, CASHIER);
    expect(settled.state).toBe('paid');
  });

  it('turns a failed payment into failure, which the cashier can pay again', () => {
    const inFlight = act(paying(), { name: 'pay', channel: 'CHANPAY' }, CASHIER);
    const failed = act(
      inFlight,
      { name: 'payResult', success: false, reason: '账户已冻结' },
      CASHIER,
    );
    expect(failed.state).toBe('failure');
    expect(failed.payments[0]).toMatchObject({ state: 'FAILURE', failureReason: '账户已冻结' });
    const retried = act(failed, { name: 'pay', channel: 'OFFLINE' }, CASHIER);
    expect(retried.state).toBe('paid');
    expect(retried.payments.map((payment) => payment.state)).toEqual(['FAILURE', 'SUCCESS']);
  });

  it('is the cashier’s alone', () => {
    expect(codeOf(() => act(paying(), { name: 'pay', channel: 'OFFLINE' }, MANAGER))).toBe(
      'error:lab:bill-not-assignee',
    );
  });
});

describe('paper and print', () => {
  function sending(): Bill {
    const draft = draftBill([
      planNode('send', 'send', SUBMITTER),
      planNode('receive', 'receive', FINANCE, { autoRemindPrint: true }),
    ]);
    draft.form.receiptState = 'NOT_RECEIVED';
    return act(draft, { name: 'submit' }, SUBMITTER);
  }

  it('mails, then receives the paper, marking it received and the print copy in', () => {
    let bill = sending();
    expect(bill.state).toBe('sending');
    bill = act(bill, { name: 'addExpress', expressNo: 'SF123' }, SUBMITTER);
    expect([bill.state, bill.printState]).toEqual(['receiving', 'autoRemind']);
    bill = act(bill, { name: 'receiveExcep', reason: '发票缺失' }, FINANCE);
    expect(bill.state).toBe('receivingExcep');
    bill = act(bill, { name: 'receive' }, FINANCE);
    expect([bill.state, bill.form.receiptState, bill.printState]).toEqual([
      'PROCESS',
      'RECEIVED',
      'received',
    ]);
  });

  it('reminds once, by someone other than the submitter, and counts every print', () => {
    const bill = sending();
    expect(codeOf(() => act(bill, { name: 'remind' }, SUBMITTER))).toBe(
      'error:lab:bill-not-assignee',
    );
    const reminded = act(bill, { name: 'remind' }, FINANCE);
    expect(reminded.printState).toBe('reminded');
    expect(codeOf(() => act(reminded, { name: 'remind' }, FINANCE))).toBe(
      'error:lab:bill-illegal-transition',
    );
    const config = { printTemplateId: 't1', isPrintInvoice: true };
    const printed = act(
      act(reminded, { name: 'print', ...config }, SUBMITTER),
      { name: 'print', ...config },
      FINANCE,
    );
    expect(printed).toMatchObject({
      printState: 'printed',
      printCount: 2,
      lastPrinter: FINANCE,
      lastPrintTime: NOW,
    });
  });
});
