import type { Bill } from '../data/billTypes';
import type { BillAction } from './BillAction';
import { BillActionError } from './BillActionError';
import { allowedActions, applyBillAction } from './applyBillAction';
import { CASHIER, FINANCE, MANAGER, NOW, SUBMITTER, draftBill } from './testing/billFixture';

function act(bill: Bill, action: BillAction, actorId: string, now = NOW): Bill {
  return applyBillAction(bill, action, { actorId, now });
}

function refusal(run: () => unknown): { status: number; code: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof BillActionError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error('the action was accepted');
}

const agree: BillAction = { name: 'agree', comment: '同意' };

describe('submitting a draft', () => {
  it('waits at the first node with its role and logs the submit', () => {
    const bill = act(draftBill(), { name: 'submit' }, SUBMITTER);
    expect(bill.state).toBe('approving');
    expect(bill.plan.currentNodeId).toBe('manager');
    expect(bill.currRoleId).toBe('corp:manager');
    expect(bill.plan.nodes[0].state).toBe('APPROVING');
    expect(bill.form.submitDate).toBe(NOW);
    expect(bill.logs.map((log) => [log.action, log.state])).toEqual([
      ['freeflow.submit', 'approving'],
    ]);
  });

  it('is refused with 409 for anyone but the submitter and leaves the bill untouched', () => {
    const draft = draftBill();
    expect(refusal(() => act(draft, { name: 'submit' }, MANAGER))).toEqual({
      status: 409,
      code: 'error:lab:bill-not-assignee',
    });
    expect(draft.state).toBe('draft');
    expect(draft.logs).toHaveLength(0);
  });

  it('is refused when a node matched nobody and the plan forbids submitting', () => {
    const draft = draftBill();
    draft.plan.nonMatchedDefines = 'FORBID';
    draft.plan.nodes[0].signer = null;
    expect(refusal(() => act(draft, { name: 'submit' }, SUBMITTER)).code).toBe(
      'error:lab:bill-no-approver',
    );
  });
});

describe('when the approvers agree', () => {
  it('goes node by node to paying, waiting for the payment', () => {
    let bill = act(draftBill(), { name: 'submit' }, SUBMITTER);
    bill = act(bill, agree, MANAGER);
    expect(bill.plan.currentNodeId).toBe('finance');
    bill = act(bill, { name: 'review', comment: '请复核' }, FINANCE);
    expect(bill.state).toBe('paying');
    expect(bill.form.expenseStatus).toBe('WAITING');
    expect(bill.plan.nodes[1]).toMatchObject({ state: 'PROCESSED', action: 'freeflow.review' });
  });

  it('refuses an agree from someone who is not the current approver', () => {
    const bill = act(draftBill(), { name: 'submit' }, SUBMITTER);
    expect(refusal(() => act(bill, agree, FINANCE)).code).toBe('error:lab:bill-not-assignee');
  });

  it('refuses steps the state does not allow with 409', () => {
    const bill = act(draftBill(), { name: 'submit' }, SUBMITTER);
    expect(refusal(() => act(bill, { name: 'pay', channel: 'OFFLINE' }, CASHIER))).toEqual({
      status: 409,
      code: 'error:lab:bill-illegal-transition',
    });
    expect(refusal(() => act(bill, { name: 'archive' }, SUBMITTER)).status).toBe(409);
    expect(refusal(() => act(bill, { name: 'submit' }, SUBMITTER)).status).toBe(409);
  });
});

describe('when an approver rejects', () => {
  it('returns the bill to its submitter, who resubmits from the first node', () => {
    let bill = act(act(draftBill(), { name: 'submit' }, SUBMITTER), agree, MANAGER);
    bill = act(bill, { name: 'reject', comment: '发票抬头有误' }, FINANCE);
    expect(bill.state).toBe('rejected');
    expect(bill.plan.nodes[1]).toMatchObject({ state: 'REJECTED', description: '发票抬头有误' });
    bill = act(bill, { name: 'submit' }, SUBMITTER);
    expect(bill.plan.currentNodeId).toBe('manager');
    expect(bill.plan.nodes.map((node) => node.state)).toEqual([
      'APPROVING',
      'NOT_STARTED',
      'NOT_STARTED',
    ]);
  });

  it('lets the submitter retract while approving, and the current approver void it', () => {
    const submitted = act(draftBill(), { name: 'submit' }, SUBMITTER);
    expect(act(submitted, { name: 'retract' }, SUBMITTER).state).toBe('draft');
    const voided = act(submitted, { name: 'nullify', comment: '重复提交' }, MANAGER);
    expect(voided.state).toBe('nullify');
    expect(voided.plan.nodes[0].state).toBe('NULLIFIED');
    expect(
      refusal(() =>
        act(
          voided,
          { name: 'print', printTemplateId: 'default', isPrintInvoice: false },
          SUBMITTER,
        ),
      ).status,
    ).toBe(409);
  });
});

describe('what the actor may do', () => {
  it('lists the approval verbs for the current approver and retract for the submitter', () => {
    const bill = act(draftBill(), { name: 'submit' }, SUBMITTER);
    expect(allowedActions(bill, { actorId: MANAGER, now: NOW })).toEqual([
      'agree',
      'review',
      'reject',
      'nullify',
      'remind',
      'print',
    ]);
    expect(allowedActions(bill, { actorId: SUBMITTER, now: NOW })).toEqual(['retract', 'print']);
  });
});
