import { progress } from '../testing/relationFixtures';
import { progressAxesOf } from './progressAxes';

const statuses = (axis: { steps: { status: string }[] }) => axis.steps.map((step) => step.status);

describe('progressAxesOf', () => {
  it('gives three separate axes whatever the others say', () => {
    const [checking, invoice, settlement] = progressAxesOf(progress());
    expect([checking.name, invoice.name, settlement.name]).toEqual([
      'checking',
      'invoice',
      'settlement',
    ]);
    expect(statuses(checking)).toEqual(['done', 'current', 'todo']);
    expect(invoice.notNeeded).toBe(true);
    expect(statuses(settlement)).toEqual(['done', 'done', 'done']);
  });

  it('marks the first step current at the start of an axis', () => {
    const [checking] = progressAxesOf(progress({ checkingState: 'CHECKING_TODO' }));
    expect(statuses(checking)).toEqual(['current', 'todo', 'todo']);
    expect(checking.steps.map((step) => step.code)).toEqual([
      'CHECKING_TODO',
      'CHECKING_DOING',
      'CHECKING_DONE',
    ]);
  });

  it('leaves NONE out of the steps and shows an unknown state as nothing done', () => {
    const [, invoice] = progressAxesOf(progress({ invoiceState: null }));
    expect(invoice.steps.map((step) => step.code)).not.toContain('NONE');
    expect(invoice.notNeeded).toBe(false);
    expect(statuses(invoice)).toEqual(['todo', 'todo', 'todo']);
  });
});
