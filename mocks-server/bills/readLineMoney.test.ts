import { currencyOffers } from '../data/billMoney';
import { readLineMoney } from './readLineMoney';
import { refusalOf } from './testing/refusalOf';

const usd = (extra: Record<string, unknown> = {}) => ({
  foreign: '100.00',
  foreignStrCode: 'USD',
  rate: '7.2540',
  sysRate: '7.2540',
  ...extra,
});

describe('readLineMoney', () => {
  it('accepts a foreign line whose standard is foreign × rate rounded half up to fen', () => {
    expect(readLineMoney('amount', usd({ standard: '725.40' }), true)).toMatchObject({
      standard: '725.40',
      foreign: '100.00',
      foreignScale: 2,
      foreignStrCode: 'USD',
      rate: '7.2540',
      sysRate: '7.2540',
    });
    const yen = { foreign: '12345', foreignStrCode: 'JPY', rate: '0.0483', standard: '596.26' };
    expect(readLineMoney('amount', yen, true)?.standard).toBe('596.26');
  });

  it('refuses a standard that disagrees with foreign × rate, naming both amounts', () => {
    expect(
      refusalOf(() => readLineMoney('details[0].amount', usd({ standard: '725.41' }), true)),
    ).toBe('400 details[0].amount: 100.00 USD × 7.2540 is 725.40, not 725.41');
  });

  it('refuses a foreign side on a fee type that takes CNY only, and unknown currencies', () => {
    expect(refusalOf(() => readLineMoney('amount', usd(), false))).toBe(
      '400 amount: this fee type takes amounts in CNY only',
    );
    expect(refusalOf(() => readLineMoney('amount', usd({ foreignStrCode: 'GBP' }), true))).toMatch(
      /foreignStrCode must be one of USD, EUR, JPY, HKD/,
    );
  });

  it('offers every foreign currency with a system rate at four decimals', () => {
    for (const offer of currencyOffers()) expect(offer.sysRate).toMatch(/^\d+\.\d{4}$/);
  });
});
