import { CNY } from './Money';
import { MoneyError } from './MoneyError';
import { addMoney, sameCurrency, sumMoney } from './moneyOps';
import { dollarsAt, USD, yuan } from './testing/moneyFixtures';

describe('sumMoney', () => {
  it('adds the standard sides exactly into a standard-only total', () => {
    expect(
      sumMoney([yuan('0.10'), yuan('0.20'), dollarsAt('100', '7.1234', '712.34')], CNY),
    ).toEqual(yuan('712.64'));
  });

  it('gives zero in the currency for no amounts', () => {
    expect(sumMoney([], CNY)).toEqual(yuan('0.00'));
  });

  it('keeps a larger scale an amount carries', () => {
    const precise = { ...yuan('0.001'), standardScale: 3 };
    expect(sumMoney([precise, yuan('1')], CNY)).toMatchObject({
      standard: '1.001',
      standardScale: 3,
    });
  });

  it('refuses to add different currencies, naming the amount', () => {
    const dollars = { ...yuan('1'), standardStrCode: 'USD', standardSymbol: '$' };
    const result = sumMoney([yuan('1'), dollars], CNY);
    expect(result).toBeInstanceOf(MoneyError);
    expect((result as MoneyError).message).toMatch(/Amount 2 is in USD, not CNY/);
  });
});

describe('addMoney', () => {
  it('adds two amounts of one currency', () => {
    expect(addMoney(yuan('1.10'), yuan('2.25'))).toEqual(yuan('3.35'));
  });

  it('refuses two currencies', () => {
    expect(addMoney(yuan('1'), { ...yuan('1'), standardStrCode: 'USD' })).toBeInstanceOf(
      MoneyError,
    );
  });
});

describe('sameCurrency', () => {
  it('compares letter codes first, then numeric codes, then symbol and unit', () => {
    expect(sameCurrency(CNY, USD)).toBe(false);
    expect(sameCurrency(CNY, { ...CNY, strCode: '' })).toBe(true);
    expect(
      sameCurrency({ ...CNY, strCode: '', numCode: '' }, { ...USD, strCode: '', numCode: '' }),
    ).toBe(false);
  });
});
