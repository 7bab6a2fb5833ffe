import fc from 'fast-check';
import { isDecimalString } from './decimalMath';
import { MoneyError } from './MoneyError';
import { parseMoney } from './parseMoney';

const moneyLike = fc.record(
  {
    standard: fc.oneof(fc.string(), fc.double(), fc.constant(null), fc.anything()),
    standardScale: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.string(), fc.anything()),
    standardSymbol: fc.oneof(fc.string(), fc.anything()),
    foreign: fc.oneof(fc.stringMatching(/^-?\d{1,5}(\.\d{1,3})?$/), fc.anything()),
    rate: fc.oneof(fc.stringMatching(/^\d{1,2}\.\d{4}$/), fc.anything()),
  },
  { requiredKeys: [] },
);

describe('parseMoney with generated input', () => {
  it('never throws, and whatever it accepts has decimal text and sane scales', () => {
    fc.assert(
      fc.property(fc.oneof(moneyLike, fc.anything({ withNullPrototype: true })), (value) => {
        const result = parseMoney(value);
        if (result instanceof MoneyError) return;
        expect(isDecimalString(result.standard)).toBe(true);
        expect(Number.isInteger(result.standardScale)).toBe(true);
        if (result.foreign !== undefined) expect(isDecimalString(result.rate)).toBe(true);
      }),
    );
  });
});
