import { EXPENSE_FIELDS } from '../testing/specFixtures';
import { defaultPayType, editorFields } from './editorFields';

describe('editorFields', () => {
  it('puts the pay type in the payment section, with the three pay types of docs/bills-and-workflow.md', () => {
    const { fields } = editorFields(EXPENSE_FIELDS);
    expect(fields.map((field) => field.name).slice(0, 3)).toEqual([
      'payType',
      'title',
      'submitterId',
    ]);
    const payType = fields[0];
    expect(payType).toMatchObject({
      label: '支付方式',
      enLabel: 'Pay type',
      required: true,
      section: 'payment',
    });
    expect(payType.options).toEqual([
      { value: 'CORPORATION', label: '对公支付', enLabel: 'Corporate' },
      { value: 'PERSONAL', label: '个人支付', enLabel: 'Personal' },
      { value: 'MIXING', label: '混合支付', enLabel: 'Mixed' },
    ]);
  });

  it('shows the submitter read-only and leaves the template and submit date to the page', () => {
    const byName = new Map(editorFields(EXPENSE_FIELDS).fields.map((f) => [f.name, f]));
    expect(byName.has('specificationId')).toBe(false);
    expect(byName.get('submitterId')?.readOnly).toBe(true);
    expect(byName.get('expenseMoney')?.readOnly).toBe(false);
  });

  it('still offers the pay type for a specification without fields', () => {
    const parsed = editorFields(null);
    expect(parsed.fields.map((field) => field.name)).toEqual(['payType']);
    expect(parsed.problems).toEqual(['The specification has no field list']);
  });

  it('lets the company pay payment bills and the person everything else', () => {
    expect(defaultPayType('corpPayment')).toBe('CORPORATION');
    expect(defaultPayType('expense')).toBe('PERSONAL');
    expect(defaultPayType(null)).toBe('PERSONAL');
  });
});
