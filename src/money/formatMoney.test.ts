import { formatAmount, formatDecimal, formatMoney, formatMoneySide } from './formatMoney';
import { dollarsAt, JPY, yuan } from './testing/moneyFixtures';

describe('formatDecimal', () => {
  it.each([
    ['0', 2, '0.00'],
    ['999', 2, '999.00'],
    ['1000', 2, '1,000.00'],
    ['-1234567.5', 2, '-1,234,567.50'],
    ['1234567.125', 2, '1,234,567.13'],
    ['12345678901234567890.01', 2, '12,345,678,901,234,567,890.01'],
    ['1234.5', 0, '1,235'],
  ])('writes %s at scale %p as %s', (value, scale, expected) => {
    expect(formatDecimal(value, scale, 'zh-CN')).toBe(expected);
    expect(formatDecimal(value, scale, 'en-US')).toBe(expected);
  });
});

describe('formatMoney', () => {
  it('shows the standard side with its symbol, grouped, at its scale', () => {
    expect(formatMoney(yuan('1234.5'), 'zh-CN')).toBe('¥1,234.50');
    expect(formatMoney(yuan('-5'), 'en-US')).toBe('-¥5.00');
  });

  it('falls back to the letter code, then to the bare number', () => {
    const sgd = { strCode: 'SGD', numCode: '', symbol: '', unit: '', scale: 2 };
    expect(formatAmount('-12', sgd, 'en-US')).toBe('SGD -12.00');
    expect(formatAmount('12', { ...sgd, strCode: '' }, 'en-US')).toBe('12.00');
  });

  it('uses the currency scale, so yen have no decimals', () => {
    expect(formatAmount('10000', JPY, 'zh-CN')).toBe('¥10,000');
  });

  it('formats the foreign side on request and answers null when there is none', () => {
    expect(formatMoneySide(dollarsAt('100', '7.1234', '712.34'), 'foreign', 'en-US')).toBe(
      '$100.00',
    );
    expect(formatMoneySide(yuan('1'), 'budget', 'en-US')).toBeNull();
  });
});
