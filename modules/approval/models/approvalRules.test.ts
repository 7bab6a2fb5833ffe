import { approvalBill, flowNode } from '../testing/approvalFixtures';
import { approvalSummary, isAgreed, rejectTargetsOf } from './approvalRules';

describe('the agreed rule', () => {
  it('counts a freeflow.agree action or a PROCESSED state as agreed', () => {
    expect(isAgreed({ action: 'freeflow.agree', state: 'APPROVING' })).toBe(true);
    expect(isAgreed({ action: 'freeflow.autoAgree', state: 'PROCESSED' })).toBe(true);
    expect(isAgreed({ action: 'freeflow.review', state: 'PROCESSED' })).toBe(true);
  });

  it('does not count rejected, skipped or waiting nodes', () => {
    expect(isAgreed({ action: 'freeflow.reject', state: 'REJECTED' })).toBe(false);
    expect(isAgreed({ action: 'freeflow.skipped', state: 'SKIPPED' })).toBe(false);
    expect(isAgreed({ action: null, state: 'APPROVING' })).toBe(false);
  });
});

describe('the summary', () => {
  // Regression: the page read "0/4" above five nodes (skipped ones were left out of m).
  it('counts over every node shown, a skipped node counting as done', () => {
    const nodes = [
      flowNode('a', { state: 'PROCESSED', action: 'freeflow.agree' }),
      flowNode('b', { state: 'SKIPPED', skippedType: 'APPROVER_NOT_FOUND' }),
      flowNode('c', { state: 'APPROVING' }),
      flowNode('d'),
      flowNode('e'),
    ];
    expect(approvalSummary(nodes)).toEqual({ allAgreed: false, agreed: 2, total: 5 });
  });

  it('reads all agreed once every node is done', () => {
    const nodes = [
      flowNode('a', { state: 'PROCESSED', action: 'freeflow.autoAgree' }),
      flowNode('b', { state: 'SKIPPED' }),
      flowNode('c', { state: 'PROCESSED', action: 'freeflow.pay' }),
    ];
    expect(approvalSummary(nodes)).toEqual({ allAgreed: true, agreed: 3, total: 3 });
  });

  it('is not all agreed when there is nothing to agree', () => {
    expect(approvalSummary([]).allAgreed).toBe(false);
  });
});

describe('the nodes a reject may return to', () => {
  it('offers earlier people nodes a person agreed at', () => {
    expect(rejectTargetsOf(approvalBill()).map((node) => node.id)).toEqual(['manager']);
  });

  it('offers none at the first node or outside approval', () => {
    const first = approvalBill({ currentNodeId: 'manager' });
    expect(rejectTargetsOf(first)).toEqual([]);
    expect(rejectTargetsOf(approvalBill({ state: 'receiving' }))).toEqual([]);
  });

  it('does not offer an auto-agreed or skipped node', () => {
    const bill = approvalBill();
    bill.nodes[0] = { ...bill.nodes[0], action: 'freeflow.autoAgree' };
    expect(rejectTargetsOf(bill)).toEqual([]);
  });
});
