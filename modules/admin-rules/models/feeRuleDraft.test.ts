import type { SpecificationGroup } from '../types';
import { draftToRule, emptyFeeRuleDraft, ruleToDraft } from './feeRuleDraft';
import { newFeeRuleBody } from './parseFeeRule';

const GROUPS: SpecificationGroup[] = [
  {
    id: 'g1',
    name: '报销',
    specifications: [
      { id: 's1', active: true },
      { id: 's0', active: false },
    ],
  },
  { id: 'g2', name: '申请', specifications: [{ id: 's2', active: true }] },
];

describe('a fee assignment rule', () => {
  it('defaults to the ApplicationToExpense type', () => {
    expect(emptyFeeRuleDraft().type).toBe('ApplicationToExpense');
  });

  it('covers the active specifications of the chosen groups and reads back the groups', () => {
    const rule = draftToRule({ name: ' 分摊 ', type: 'Customized', groupIds: ['g1'] }, GROUPS);
    expect(rule).toEqual({
      name: '分摊',
      type: 'Customized',
      details: [{ sourceSpecificationIds: ['s1'], targetSpecificationIds: ['s1'] }],
    });
    expect(ruleToDraft({ ...rule, id: 'f1', active: true }, GROUPS).groupIds).toEqual(['g1']);
  });

  it('is created with id, type, name, active true and details', () => {
    expect(newFeeRuleBody({ id: 'f1', type: 'Customized', name: 'x', details: [] })).toEqual({
      id: 'f1',
      type: 'Customized',
      name: 'x',
      active: true,
      details: [],
    });
  });
});
