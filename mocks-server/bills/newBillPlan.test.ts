import { seedData } from '../data/seedData';
import { findStaff } from '../hosts/staffDirectory';
import { newBillPlan } from './newBillPlan';

const state = seedData(9, new Date('2026-11-21T01:00:00Z'));
const me = findStaff(state, state.currentCorporationId, state.currentStaffId);

describe('newBillPlan', () => {
  it('sends an expense through manager, finance and the cashier', () => {
    if (!me) throw new Error('no current staff');
    const plan = newBillPlan(state, me, 'expense');
    expect(plan.nodes.map((node) => [node.id, node.type])).toEqual([
      ['N1', 'normal'],
      ['N2', 'normal'],
      ['N3', 'pay'],
    ]);
    expect(plan.nonMatchedDefines).toBe('SKIP');
  });

  it('never asks the submitter to approve their own bill at finance', () => {
    if (!me) throw new Error('no current staff');
    const finance = newBillPlan(state, me, 'requisition').nodes[1];
    expect(finance.signer).not.toBe(me.id);
    expect(finance.signer).toEqual(expect.any(String));
  });

  it('has no payment step on a type that pays nothing, and is the same every time', () => {
    if (!me) throw new Error('no current staff');
    const plan = newBillPlan(state, me, 'permit');
    expect(plan.nodes.some((node) => node.type === 'pay')).toBe(false);
    expect(newBillPlan(state, me, 'permit')).toEqual(plan);
  });
});
