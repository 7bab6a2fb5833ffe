import { parseOrNull } from '../core/parse';
import { feeAssignmentRuleSchema } from './feeAssignmentRule';

const parseFeeRule = (raw: unknown) => parseOrNull(feeAssignmentRuleSchema, raw);

describe('a fee assignment rule as the server answers it', () => {
  it('reads the rule and takes ApplicationToExpense for a missing or unknown type', () => {
    expect(
      parseFeeRule({
        id: 'r1',
        type: 'Whatever',
        name: '申请转报销',
        details: [{ sourceSpecificationIds: ['a', 3], targetSpecificationIds: 'b' }],
      }),
    ).toEqual({
      id: 'r1',
      type: 'ApplicationToExpense',
      name: '申请转报销',
      active: true,
      details: [{ sourceSpecificationIds: ['a'], targetSpecificationIds: [] }],
    });
    expect(parseFeeRule({ type: 'Customized' })).toBeNull();
    expect(parseFeeRule({ id: 'f', type: 'Unknown' })?.type).toBe('ApplicationToExpense');
  });
});
