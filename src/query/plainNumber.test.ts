import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { plainNumber } from './plainNumber';

describe('plainNumber', () => {
  it('writes the exponent out for large and small numbers', () => {
    expect(plainNumber(1e21)).toBe('1000000000000000000000');
    expect(plainNumber(-2.5e22)).toBe('-25000000000000000000000');
    expect(plainNumber(1.5e-7)).toBe('0.00000015');
    expect(plainNumber(-1e-7)).toBe('-0.0000001');
  });

  it('leaves numbers JavaScript already prints plainly as they are', () => {
    expect(plainNumber(0)).toBe('0');
    expect(plainNumber(293.68)).toBe('293.68');
    expect(plainNumber(-12)).toBe('-12');
  });

  it('prints every finite number exactly as decimal.js does', () => {
    fc.assert(
      fc.property(
        fc
          .double({ noNaN: true, noDefaultInfinity: true })
          .filter((value) => !Object.is(value, -0)),
        (value) => plainNumber(value) === new Decimal(value).toFixed(),
      ),
      { numRuns: 5000 },
    );
  });
});
