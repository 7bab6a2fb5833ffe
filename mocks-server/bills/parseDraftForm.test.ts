import { standardMoney } from '../data/billMoney';
import type { BillFormData } from '../data/billTypes';
import { seedData } from '../data/seedData';
import type { Specification } from '../specifications/specificationTypes';
import { applyDraftForm, parseDraftForm } from './parseDraftForm';
import { draftBill } from './testing/billFixture';

const state = seedData(3, new Date('2026-11-21T01:00:00Z'));
const specOf = (key: string): Specification => {
  const spec = state.specifications.find((each) => each.id.endsWith(`:spec:${key}:1`));
  if (!spec) throw new Error(`no ${key} specification`);
  return spec;
};
const money = (standard: string) => ({ standard });

function written(key: string, form: Record<string, unknown>, isNew = true) {
  const spec = specOf(key);
  const target: BillFormData = draftBill().form;
  applyDraftForm(target, parseDraftForm(form, spec), spec, isNew);
  return target as BillFormData & Record<string, unknown>;
}

describe('parseDraftForm', () => {
  it('keeps only the specification’s own fields and never the server’s', () => {
    const draft = parseDraftForm(
      { title: 't', code: 'X', submitterId: 'me', details: [], trip: {}, stranger: 1 },
      specOf('travelExpense'),
    );
    expect(draft.values).toEqual({ title: 't', trip: {} });
    expect(draft.details).toEqual([]);
  });

  it('reads dates, ranges, lists, switches and money in their wire shapes', () => {
    const draft = parseDraftForm(
      {
        submitDate: 1,
        period: { start: 1700000000000, end: null },
        participants: ['a', 'b'],
        urgent: true,
        budgetMoney: money('12.30'),
      },
      specOf('custom'),
    );
    expect(draft.values).toEqual({
      period: { start: 1700000000000, end: null },
      participants: ['a', 'b'],
      urgent: true,
      budgetMoney: standardMoney(1_230n),
    });
  });

  it('never writes a total an expense derives from its lines, but keeps it to check', () => {
    const draft = parseDraftForm({ expenseMoney: money('12.30') }, specOf('expense'));
    expect(draft.values).toEqual({});
    expect(draft.claimedTotal).toEqual(standardMoney(1_230n));
  });
});

describe('applyDraftForm', () => {
  it('makes a loan’s amount the expense money and, as a paying type, the pay money', () => {
    const form = written('loan', { loanMoney: money('3000') });
    expect([form.expenseMoney.standard, form.payMoney.standard]).toEqual(['3000.00', '3000.00']);
  });

  it('pays nothing on a type that pays nothing', () => {
    const form = written('requisition', { requisitionMoney: money('80') });
    expect([form.expenseMoney.standard, form.payMoney.standard]).toEqual(['80.00', '0.00']);
  });

  it('keeps the pay money an update does not send, and the amount an emptied field had', () => {
    const form = written('payment', { payMoney: null, title: 'x' }, false);
    expect([form.expenseMoney.standard, form.payMoney.standard]).toEqual(['100.00', '100.00']);
  });

  it('turns an emptied department into no department', () => {
    expect(written('expense', { expenseDepartment: null }).expenseDepartment).toBe('');
  });
});
