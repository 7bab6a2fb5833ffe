import { currencyOffersSchema } from '@contracts/bills/currencyOffer';
import { parse } from '@contracts/core/parse';
import fc from 'fast-check';
import { foreignLineMoney, offerOfMoney, readForeignAmount, readRate } from './foreignAmount';
import { JPY, USD } from './testing/lineFixtures';

/** Minor units as decimal text at a scale, by string alone. */
const decimalOf = (minor: bigint, scale: number) => {
  const digits = minor.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
};

describe('foreignLineMoney', () => {
  it('converts at the rate and rounds half up at the standard scale', () => {
    expect(foreignLineMoney('100', USD, '7.2540')).toMatchObject({
      standard: '725.40',
      standardStrCode: 'CNY',
      foreign: '100.00',
      foreignScale: 2,
      foreignStrCode: 'USD',
      rate: '7.2540',
      sysRate: '7.2540',
    });
    // 0.05 × 0.1 = 0.005 rounds up to 0.01; 12345 yen × 0.0483 = 596.2635 → 596.26.
    expect(foreignLineMoney('0.05', USD, '0.1000').standard).toBe('0.01');
    expect(foreignLineMoney('12345', JPY, '0.0483')).toMatchObject({
      standard: '596.26',
      foreign: '12345',
      foreignScale: 0,
    });
  });

  it('equals the integer product rounded half up for any amount at scale 0 or 2 and rate at scale 4', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        fc.constantFrom(USD, JPY),
        (foreignMinor, rateMinor, offer) => {
          const money = foreignLineMoney(
            decimalOf(foreignMinor, offer.scale),
            offer,
            decimalOf(rateMinor, 4),
          );
          // foreign × rate has scale + 4 decimals; to fen: divide by 10^(scale + 2), half up.
          const divisor = 10n ** BigInt(offer.scale + 4 - 2);
          const fen = (foreignMinor * rateMinor + divisor / 2n) / divisor;
          expect(money.standard).toBe(decimalOf(fen, 2));
          expect(money.foreign).toBe(decimalOf(foreignMinor, offer.scale));
        },
      ),
    );
  });

  it('keeps amounts past a float’s precision exact', () => {
    expect(foreignLineMoney('90071992547409.93', USD, '1.0001').standard).toBe('90080999746664.67');
  });
});

describe('readForeignAmount', () => {
  it('reads a positive amount within the currency’s decimals and says why otherwise', () => {
    expect(readForeignAmount(' 1,000.5 ', 2)).toEqual({ amount: '1000.5' });
    expect(readForeignAmount('', 2)).toEqual({ problem: 'required' });
    expect(readForeignAmount('0', 2)).toEqual({ problem: 'invalid' });
    expect(readForeignAmount('ten', 2)).toEqual({ problem: 'invalid' });
    expect(readForeignAmount('100.5', 0)).toEqual({ problem: 'scale' });
  });
});

describe('readRate', () => {
  it('reads a rate above 0 with at most four decimals', () => {
    expect(readRate('7.1234')).toBe('7.1234');
    expect(readRate(' 0.0483 ')).toBe('0.0483');
    expect(readRate('7.12345')).toBeNull();
    expect(readRate('0')).toBeNull();
    expect(readRate('')).toBeNull();
  });
});

describe('a fee type’s currency offers, read by their contract', () => {
  const parseCurrencyOffers = (raw: unknown) => parse(currencyOffersSchema, raw);

  it('keeps well-formed offers and drops the standard currency and malformed ones', () => {
    const offers = parseCurrencyOffers([
      USD,
      { ...USD, strCode: 'CNY' },
      { ...USD, strCode: 'EUR', sysRate: 7.8 },
      { ...USD, strCode: 'HKD', sysRate: '0.93125' },
      { ...USD, strCode: 'GBP', scale: -1 },
      'USD',
    ]);
    expect(offers).toEqual([USD]);
    expect(parseCurrencyOffers(undefined)).toEqual([]);
  });
});

describe('offerOfMoney', () => {
  it('reads back the currency a line was entered in, its rate standing in for a missing system rate', () => {
    const money = { ...foreignLineMoney('10', USD, '7.3000'), sysRate: undefined };
    expect(offerOfMoney(money)).toEqual({ ...USD, sysRate: '7.3000' });
    expect(offerOfMoney({ ...money, foreign: undefined })).toBeNull();
  });
});
