import { seedData } from '../data/seedData';
import { findStaff } from '../hosts/staffDirectory';
import { newBillPlan } from './newBillPlan';

const state = seedData(9, new Date('2026-11-21T01:00:00Z'));
const me = findStaff(state, state.currentCorporationId, state.currentStaffId);

describe('newBillPlan', () => {
  it('sends an expense through manager, a finance countersign of two, the cashier and paper', () => {
    if (!me) throw new Error('no current staff');
    const plan = newBillPlan(state, me, 'expense');
    expect(plan.nodes.map((node) => [node.id, node.type])).toEqual([
      ['N1', 'normal'],
      ['N2', 'countersign'],
      ['N3', 'pay'],
      ['N4', 'send'],
      ['N5', 'receive'],
    ]);
    const signers = plan.nodes[1].counterSigners?.map((each) => each.signer) ?? [];
    expect(plan.nodes[1].policy).toBe('ALL');
    expect(new Set(signers).size).toBe(2);
    expect(signers).not.toContain(me.id);
    expect(plan.nodes[3].signer).toBe(me.id);
    expect(plan.nonMatchedDefines).toBe('SKIP');
  });

  it('sends a loan through manager, one finance approver and the cashier, without paper', () => {
    if (!me) throw new Error('no current staff');
    const plan = newBillPlan(state, me, 'loan');
    expect(plan.nodes.map((node) => node.type)).toEqual(['normal', 'normal', 'pay']);
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
