import {
  DEFAULT_RULE_NAME,
  defaultRuleForm,
  moveBlock,
  orderedBlocks,
  parseRule,
  toWireRule,
} from './ruleForm';

describe('a new bill additional-message rule', () => {
  it('starts with the default name, no staffs, every specification and blocks ordered 1 to 4', () => {
    const form = defaultRuleForm();
    expect(form.name).toBe('默认规则');
    expect(form.staffs).toEqual([]);
    expect(form.specificationIds).toBeNull();
    expect(orderedBlocks(form)).toEqual([
      'flowModifyContrasts',
      'riskTips',
      'invoiceConfig',
      'customDisplaies',
    ]);
    expect(Object.values(form.blocks).map((block) => block.datas)).toEqual([[], [], [], []]);
    expect(form.displayName).toBe('description');
  });
});

describe('serialising a rule', () => {
  it('leaves out empty staffs and an all-specifications choice', () => {
    const wire = toWireRule(defaultRuleForm());
    expect(wire).not.toHaveProperty('staffs');
    expect(wire).not.toHaveProperty('specificationIds');
    expect(wire).not.toHaveProperty('id');
    expect(wire).toMatchObject({
      name: DEFAULT_RULE_NAME,
      active: true,
      flowModifyContrasts: { datas: [], sort: 1 },
      riskTips: { datas: [], sort: 2 },
      invoiceConfig: { datas: [], sort: 3 },
      customDisplaies: { datas: [], sort: 4, displayName: 'description' },
    });
  });

  it('sends chosen staffs, specifications and the id', () => {
    const form = {
      ...defaultRuleForm(),
      id: 'r1',
      staffs: ['a'],
      specificationIds: ['s1'],
      name: '  x ',
    };
    expect(toWireRule(form)).toMatchObject({
      id: 'r1',
      staffs: ['a'],
      specificationIds: ['s1'],
      name: 'x',
    });
  });

  it('falls back to the default name when the name is blank', () => {
    expect(toWireRule({ ...defaultRuleForm(), name: '   ' }).name).toBe(DEFAULT_RULE_NAME);
  });
});

describe('reordering the display blocks', () => {
  it('swaps a block with its neighbour and keeps sorts 1 to 4', () => {
    const moved = moveBlock(defaultRuleForm(), 'invoiceConfig', -1);
    expect(orderedBlocks(moved)).toEqual([
      'flowModifyContrasts',
      'invoiceConfig',
      'riskTips',
      'customDisplaies',
    ]);
    expect(
      Object.values(moved.blocks)
        .map((block) => block.sort)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
  });

  it('does nothing past either end', () => {
    const form = defaultRuleForm();
    expect(moveBlock(form, 'flowModifyContrasts', -1)).toBe(form);
    expect(moveBlock(form, 'customDisplaies', 1)).toBe(form);
  });
});

describe('reading a rule from the answer', () => {
  it('reads absent specificationIds as every specification and fills defaults', () => {
    const rule = parseRule({ id: 'r1', riskTips: { datas: ['overStandard'], sort: 2 } });
    expect(rule).toMatchObject({
      name: '默认规则',
      staffs: [],
      specificationIds: null,
      active: true,
    });
    expect(rule?.blocks.riskTips.datas).toEqual(['overStandard']);
    expect(rule?.blocks.customDisplaies.sort).toBe(4);
  });

  it('refuses a rule without an id and reads a label display name', () => {
    expect(parseRule({ name: 'x' })).toBeNull();
    expect(parseRule({ id: 'r', customDisplaies: { displayName: 'label' } })?.displayName).toBe(
      'label',
    );
  });
});
