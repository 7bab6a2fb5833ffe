import { billBlocksMessages } from './billBlocksMessages';
import { blockFactText, duplicateKeysOf, type BillBlockFacts } from './blockFactText';

const facts: BillBlockFacts = {
  amount: '¥120.00',
  title: '出差北京',
  invoiceKeys: ['0441-001', '0441-002', '0441-001'],
  lineCount: 3,
  linesWithoutInvoice: 1,
  remark: '',
};
const zh = billBlocksMessages['zh-CN'];
const en = billBlocksMessages['en-US'];

describe('blockFactText', () => {
  it('names each invoice entered twice once', () => {
    expect(duplicateKeysOf(['a', 'b', 'a', 'a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(blockFactText('duplicateInvoice', facts, zh)).toBe('发票 0441-001 重复录入');
    expect(blockFactText('duplicateInvoice', { ...facts, invoiceKeys: ['x'] }, en)).toBe(
      'No duplicate invoices found',
    );
  });

  it('counts invoices and the lines without one', () => {
    expect(blockFactText('invoiceStatus', facts, zh)).toBe('共 3 张发票；1 条费用无发票');
    expect(
      blockFactText('invoiceStatus', { ...facts, invoiceKeys: [], linesWithoutInvoice: 0 }, en),
    ).toBe('No invoices');
  });

  it('shows the bill’s own amount, title and remark, and says when there is none', () => {
    expect(blockFactText('amount', facts, zh)).toBe('¥120.00');
    expect(blockFactText('title', facts, zh)).toBe('出差北京');
    expect(blockFactText('remark', facts, zh)).toBe('无');
    expect(blockFactText('overStandard', facts, en)).toBe('No data');
  });

  it('knows no value for an item it has never heard of', () => {
    expect(blockFactText('weather', facts, zh)).toBeUndefined();
  });
});
