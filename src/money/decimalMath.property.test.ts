import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { addDecimals, divide, multiply, roundToScale, sumDecimals } from './decimalMath';

// Decimal text built from digits, never from a float.
const decimalText = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^\d{1,25}$/),
    fc.option(fc.stringMatching(/^\d{1,15}$/), { nil: undefined }),
  )
  .map(
    ([negative, whole, fraction]) =>
      `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
  );

// A reference with far more precision than any of these values needs.
const Reference = Decimal.clone({ precision: 1000 });

describe('decimal arithmetic with generated amounts', () => {
  it('sums exactly: the sum equals the exact sum of the strings', () => {
    fc.assert(
      fc.property(fc.array(decimalText, { maxLength: 40 }), (values) => {
        const expected = values.reduce((total, value) => total.plus(value), new Reference(0));
        expect(new Reference(sumDecimals(values)).equals(expected)).toBe(true);
      }),
    );
  });

  it('adds associatively and commutatively', () => {
    fc.assert(
      fc.property(decimalText, decimalText, decimalText, (a, b, c) => {
        expect(addDecimals(addDecimals(a, b), c)).toBe(addDecimals(a, addDecimals(b, c)));
        expect(addDecimals(a, b)).toBe(addDecimals(b, a));
      }),
    );
  });

  it('multiplies exactly', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(new Reference(multiply(a, b)).equals(new Reference(a).times(b))).toBe(true);
      }),
    );
  });

  it('rounds to exactly the scale, within half a unit of the last place', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 20 }), (value, scale) => {
        const rounded = roundToScale(value, scale);
        expect(rounded.split('.')[1]?.length ?? 0).toBe(scale);
        const error = new Reference(rounded).minus(value).abs();
        expect(error.lte(new Reference(10).pow(-scale).dividedBy(2))).toBe(true);
        expect(rounded.startsWith('-') && new Reference(rounded).isZero()).toBe(false);
      }),
    );
  });

  it('gives 0 for every division by zero', () => {
    const zero = fc.constantFrom('0', '-0', '0.000', '-0.0');
    fc.assert(
      fc.property(decimalText, zero, fc.integer({ min: 0, max: 6 }), (value, divisor, scale) => {
        expect(new Reference(divide(value, divisor, scale)).isZero()).toBe(true);
      }),
    );
  });
});
