import { feeSourcesOf, type FeeRule } from './feeRule';

const rule = (extra: Partial<FeeRule> = {}): FeeRule => ({
  id: 'corp:fee-rule-1',
  type: 'ApplicationToExpense',
  name: '申请转报销',
  active: true,
  details: [],
  ...extra,
});

describe('feeSourcesOf', () => {
  it('joins every requisition by default, and nothing for a customized rule without details', () => {
    expect(feeSourcesOf(rule(), 'spec-x')).toEqual({ kind: 'anyRequisition' });
    expect(feeSourcesOf(rule({ type: 'Customized' }), 'spec-x')).toBeNull();
  });

  it('names the sources of the details that target this specification', () => {
    const detailed = rule({
      type: 'Customized',
      details: [
        { sourceSpecificationIds: ['req-1', 'req-2'], targetSpecificationIds: ['exp-1'] },
        { sourceSpecificationIds: ['req-2', 'req-3'], targetSpecificationIds: ['exp-1'] },
        { sourceSpecificationIds: ['req-9'], targetSpecificationIds: ['exp-9'] },
      ],
    });
    expect(feeSourcesOf(detailed, 'exp-1')).toEqual({
      kind: 'specifications',
      ids: ['req-1', 'req-2', 'req-3'],
    });
    expect(feeSourcesOf(detailed, 'exp-2')).toBeNull();
  });

  it('applies nothing once the rule is switched off', () => {
    expect(feeSourcesOf(rule({ active: false }), 'spec-x')).toBeNull();
  });
});
