import { parseBillBlocks } from './parseBillBlocks';

describe('parseBillBlocks', () => {
  it('orders the four blocks by their sort and keeps each block’s datas', () => {
    const config = parseBillBlocks({
      name: '差旅提示',
      flowModifyContrasts: { datas: ['amount'], sort: 3 },
      riskTips: { datas: ['overStandard'], sort: 1 },
      invoiceConfig: { datas: [], sort: 4 },
      customDisplaies: { datas: ['remark'], sort: 2, displayName: 'label' },
    });
    expect(config).toEqual({
      ruleName: '差旅提示',
      blocks: [
        { name: 'riskTips', datas: ['overStandard'] },
        { name: 'customDisplaies', datas: ['remark'] },
        { name: 'flowModifyContrasts', datas: ['amount'] },
        { name: 'invoiceConfig', datas: [] },
      ],
      displayName: 'label',
    });
  });

  it('falls back to the spec’s defaults for missing or malformed blocks', () => {
    const config = parseBillBlocks({ riskTips: { datas: 'nope', sort: 'x' } });
    expect(config?.blocks.map((block) => block.name)).toEqual([
      'flowModifyContrasts',
      'riskTips',
      'invoiceConfig',
      'customDisplaies',
    ]);
    expect(config?.blocks.every((block) => block.datas.length === 0)).toBe(true);
    expect(config?.displayName).toBe('description');
  });

  it('reads no rule, an inactive rule and a non-object as no blocks', () => {
    expect(parseBillBlocks(null)).toBeNull();
    expect(parseBillBlocks({ active: false })).toBeNull();
    expect(parseBillBlocks(['riskTips'])).toBeNull();
  });

  it('drops repeated and non-text data items', () => {
    const config = parseBillBlocks({ riskTips: { datas: ['a', 'a', 3, ''], sort: 2 } });
    expect(config?.blocks[1]).toEqual({ name: 'riskTips', datas: ['a'] });
  });
});
