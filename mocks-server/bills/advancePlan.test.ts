import type { Bill } from '../data/billTypes';
import type { BillAction } from './BillAction';
import { applyBillAction } from './applyBillAction';
import { FINANCE, MANAGER, NOW, SUBMITTER, draftBill, planNode } from './testing/billFixture';

function act(bill: Bill, action: BillAction, actorId: string): Bill {
  return applyBillAction(bill, action, { actorId, now: NOW });
}

const OTHER = 'corp:other';

describe('the automatic steps of a plan', () => {
  it('skips or agrees by itself, each with its reason, and waits at the first person left', () => {
    const bill = act(
      draftBill([
        planNode('own manager', 'normal', SUBMITTER, { skipWhenSubmitter: true }),
        planNode('robot', 'ebot', null, { autoAgreeReason: 'CREDIT_NOT_SAMPLED' }),
        planNode('by role', 'normal', null, { roleId: 'corp:REGION_DIRECTOR' }),
        planNode('chosen', 'normal', null),
        planNode('no ability', 'normal', OTHER, { noAbility: true }),
        planNode('own finance', 'normal', SUBMITTER),
        planNode('finance', 'normal', FINANCE),
      ]),
      { name: 'submit' },
      SUBMITTER,
    );
    expect(bill.plan.nodes.map((node) => [node.state, node.skippedType, node.agreeType])).toEqual([
      ['SKIPPED', 'APPROVER_SAME_AS_SUBMITTER', 'NO_AUTO_AGREE'],
      ['PROCESSED', 'NO_SKIPPED', 'CREDIT_NOT_SAMPLED'],
      ['SKIPPED', 'APPROVER_NOT_FOUND_BY_ROLE', 'NO_AUTO_AGREE'],
      ['SKIPPED', 'APPROVER_NOT_FOUND', 'NO_AUTO_AGREE'],
      ['SKIPPED', 'NO_ABILITY', 'NO_AUTO_AGREE'],
      ['PROCESSED', 'NO_SKIPPED', 'APPROVER_SAME_AS_SUBMITTER'],
      ['APPROVING', 'NO_SKIPPED', 'NO_AUTO_AGREE'],
    ]);
    expect(bill.plan.nodes.filter((node) => node.nonMatched).map((node) => node.name)).toEqual([
      'by role',
      'chosen',
    ]);
    expect(bill.plan.nodes[1].description).not.toBe('');
  });

  it('agrees for an approver who already agreed at an earlier node', () => {
    let bill = draftBill([
      planNode('finance', 'normal', FINANCE),
      planNode('recheck', 'normal', FINANCE),
      planNode('manager', 'normal', MANAGER),
    ]);
    bill = act(act(bill, { name: 'submit' }, SUBMITTER), { name: 'agree', comment: '' }, FINANCE);
    expect(bill.plan.nodes[1]).toMatchObject({
      state: 'PROCESSED',
      agreeType: 'APPROVER_REPEATED',
    });
    expect(bill.plan.currentNodeId).toBe('manager');
  });

  it('completes as PROCESS when the pay amount is zero', () => {
    const bill = act(
      draftBill([planNode('cashier', 'pay', FINANCE)], '0.00'),
      { name: 'submit' },
      SUBMITTER,
    );
    expect(bill.state).toBe('PROCESS');
    expect(bill.plan.nodes[0].skippedType).toBe('PAY_AMOUNT_ZERO');
    expect(bill.payments).toEqual([]);
  });
});

describe('a countersign node', () => {
  const signers = [MANAGER, FINANCE, OTHER].map((signer) => ({
    signer,
    state: 'NOT_STARTED' as const,
    action: null,
    operateTime: null,
  }));

  function countersign(policy: 'ANY' | 'ALL'): Bill {
    const node = planNode('sign', 'countersign', null, { policy, counterSigners: signers });
    return act(draftBill([node, planNode('last', 'normal', OTHER)]), { name: 'submit' }, SUBMITTER);
  }

  it('passes with one signature under ANY, the others no longer asked', () => {
    const bill = act(countersign('ANY'), { name: 'agree', comment: '' }, FINANCE);
    expect(bill.plan.currentNodeId).toBe('last');
    expect(bill.plan.nodes[0].counterSigners?.map((signer) => signer.state)).toEqual([
      'SKIPPED',
      'PROCESSED',
      'SKIPPED',
    ]);
  });

  it('waits for every signature under ALL', () => {
    let bill = act(countersign('ALL'), { name: 'agree', comment: '' }, FINANCE);
    bill = act(bill, { name: 'agree', comment: '' }, MANAGER);
    expect(bill.plan.currentNodeId).toBe('sign');
    bill = act(bill, { name: 'agree', comment: '' }, OTHER);
    expect(bill.plan.currentNodeId).toBe('last');
  });

  it('is rejected by any one signer', () => {
    const bill = act(countersign('ALL'), { name: 'reject', comment: '不同意' }, OTHER);
    expect(bill.state).toBe('rejected');
    expect(bill.plan.nodes[0].counterSigners?.[2].state).toBe('REJECTED');
  });
});
