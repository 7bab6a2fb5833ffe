import fc from 'fast-check';
import type { FeeLine } from './FeeLine';
import { linesTotal, totalDisagrees } from './lineTotals';

const line = (amount: unknown): FeeLine => ({
  key: String(amount),
  id: null,
  feeTypeId: 'corp:feeType:office',
  feeTypeName: '办公用品',
  values: { amount },
  money: null,
  invoices: [],
  photoInvoiceIds: {},
  raw: null,
});

const decimalOf = (fen: bigint) => {
  const digits = fen.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

describe('linesTotal', () => {
  it('adds amounts exactly where floats would not', () => {
    expect(linesTotal([line('0.1'), line('0.2')])).toBe('0.30');
    expect(linesTotal([line('1117.08'), line('293.68'), line('10000000000000000.01')])).toBe(
      '10000000000001410.77',
    );
  });

  it('reads what a person typed, group separators included, and skips lines without an amount', () => {
    expect(linesTotal([line('1,234.50'), line(''), line('abc'), line(undefined)])).toBe('1234.50');
    expect(linesTotal([])).toBe('0.00');
  });

  it('equals the exact sum of the lines for any amounts at scale 2', () => {
    const fen = fc.bigInt({ min: 0n, max: 10n ** 15n });
    fc.assert(
      fc.property(fc.array(fen, { maxLength: 60 }), (amounts) => {
        const lines = amounts.map((amount) => line(decimalOf(amount)));
        const exact = amounts.reduce((sum, amount) => sum + amount, 0n);
        expect(linesTotal(lines)).toBe(decimalOf(exact));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same total whatever the order of the lines', () => {
    const fen = fc.bigInt({ min: 0n, max: 10n ** 12n });
    fc.assert(
      fc.property(fc.array(fen, { minLength: 2, maxLength: 30 }), (amounts) => {
        const lines = amounts.map((amount) => line(decimalOf(amount)));
        expect(linesTotal([...lines].reverse())).toBe(linesTotal(lines));
      }),
    );
  });
});

describe('totalDisagrees', () => {
  it('compares amounts, not their writing, and says nothing before the server has one', () => {
    expect(totalDisagrees('10.1', '10.10')).toBe(false);
    expect(totalDisagrees('10.11', '10.10')).toBe(true);
    expect(totalDisagrees(null, '10.10')).toBe(false);
  });
});
