import { foreignLineAriaLabel, foreignLineLabel } from './foreignLineLabel';
import { amountAriaLabel, moneyAriaLabel } from './moneyAriaLabel';
import { dollarsAt, JPY, yuan } from './testing/moneyFixtures';

describe('moneyAriaLabel', () => {
  it('says the currency in words in Chinese, unit after the number', () => {
    expect(moneyAriaLabel(yuan('1234.5'), 'zh-CN')).toBe('人民币 1,234.50 元');
  });

  it('says the currency in words in English', () => {
    expect(moneyAriaLabel(yuan('1234.5'), 'en-US')).toBe('1,234.50 Chinese yuan');
    expect(amountAriaLabel('10000', JPY, 'en-US')).toBe('10,000 Japanese yen');
  });

  it('says "minus" rather than leaving a dash to the screen reader', () => {
    expect(moneyAriaLabel(yuan('-5'), 'en-US')).toBe('minus 5.00 Chinese yuan');
    expect(moneyAriaLabel(yuan('-5'), 'zh-CN')).toBe('人民币 负5.00 元');
  });

  it('falls back to the letter code, then to the unit, for currencies outside the table', () => {
    const sgd = { strCode: 'SGD', numCode: '702', symbol: 'S$', unit: '新加坡元', scale: 2 };
    expect(amountAriaLabel('12', sgd, 'en-US')).toBe('12.00 SGD');
    expect(amountAriaLabel('12', sgd, 'zh-CN')).toBe('SGD 12.00');
    expect(amountAriaLabel('12', { ...sgd, strCode: '' }, 'zh-CN')).toBe('12.00 新加坡元');
  });

  it('does not mistake an inherited name for a currency', () => {
    const odd = { strCode: 'toString', numCode: '', symbol: '', unit: '', scale: 2 };
    expect(amountAriaLabel('1', odd, 'en-US')).toBe('1.00 toString');
  });
});

describe('foreignLineLabel', () => {
  const line = dollarsAt('100', '7.1234', '712.34');

  it('shows the rate on the line', () => {
    expect(foreignLineLabel(line, 'zh-CN')).toBe('USD 100.00 × 7.1234 = ¥712.34');
  });

  it('is null for money without a foreign side', () => {
    expect(foreignLineLabel(yuan('1'), 'zh-CN')).toBeNull();
    expect(foreignLineAriaLabel(yuan('1'), 'en-US')).toBeNull();
  });

  it('reads the whole line aloud with currency names and the rate', () => {
    expect(foreignLineAriaLabel(line, 'en-US')).toBe(
      '100.00 US dollars at a rate of 7.1234, equal to 712.34 Chinese yuan',
    );
    expect(foreignLineAriaLabel(line, 'zh-CN')).toBe(
      '美元 100.00，汇率 7.1234，折合人民币 712.34 元',
    );
  });
});
