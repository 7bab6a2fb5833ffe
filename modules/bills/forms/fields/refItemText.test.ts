import { refItemDetails } from './refItemText';

const payee = {
  id: 'acc-1',
  label: '司马伟伟',
  details: [
    { key: 'type', value: 'PERSONAL' },
    { key: 'bank', value: '中国银行' },
    { key: 'cardNo', value: '6232799685497670267' },
  ],
};

describe('refItemDetails', () => {
  it('says a payee account’s type in words and its card by the last four digits', () => {
    expect(refItemDetails(payee, 'zh-CN')).toBe(
      '类型: 个人账户 · 银行: 中国银行 · 卡号: **** 0267',
    );
    expect(refItemDetails(payee, 'en-US')).toBe(
      'Type: Personal account · Bank: 中国银行 · Card number: **** 0267',
    );
  });

  it('shows a value it has no words for as it came', () => {
    const other = { ...payee, details: [{ key: 'type', value: 'ESCROW' }] };
    expect(refItemDetails(other, 'en-US')).toBe('Type: ESCROW');
  });
});
