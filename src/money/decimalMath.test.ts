import {
  addDecimals,
  compareDecimals,
  convert,
  decimalFromNumber,
  divide,
  multiply,
  roundToScale,
  sumDecimals,
} from './decimalMath';
import { MoneyError } from './MoneyError';

describe('decimal arithmetic', () => {
  describe('when adding amounts a float would get wrong', () => {
    it('gives 0.3 for 0.1 + 0.2', () => {
      expect(addDecimals('0.1', '0.2')).toBe('0.3');
    });

    it('sums many cents exactly', () => {
      expect(sumDecimals(Array.from({ length: 1000 }, () => '0.01'))).toBe('10');
    });

    it('keeps digits beyond a double', () => {
      expect(addDecimals('9007199254740993.01', '0.01')).toBe('9007199254740993.02');
    });
  });

  describe('when rounding to a scale', () => {
    it.each([
      ['1.005', 2, '1.01'],
      ['-1.005', 2, '-1.01'],
      ['2.5', 0, '3'],
      ['1', 2, '1.00'],
      ['-0.001', 2, '0.00'],
      ['1234.5678', 4, '1234.5678'],
    ])('rounds %s at scale %p half away from zero to %s', (value, scale, expected) => {
      expect(roundToScale(value, scale)).toBe(expected);
    });

    it('uses scale 2 by default (docs/i18n-theme-money.md)', () => {
      expect(roundToScale('3')).toBe('3.00');
    });

    it.each([-1, 1.5, 21, Number.NaN])('refuses the scale %p', (scale) => {
      expect(() => roundToScale('1', scale)).toThrow(MoneyError);
    });
  });

  describe('when dividing', () => {
    it('gives 0 for a zero divisor (docs/i18n-theme-money.md)', () => {
      expect(divide('100', '0')).toBe('0.00');
      expect(divide('100', '-0.000')).toBe('0.00');
    });

    it('rounds a quotient that does not terminate', () => {
      expect(divide('10', '3')).toBe('3.33');
      expect(divide('20', '3', 4)).toBe('6.6667');
    });
  });

  describe('when multiplying and converting', () => {
    it('multiplies exactly', () => {
      expect(multiply('100.01', '7.1234')).toBe('712.411234');
    });

    it('converts a foreign amount at the rate, rounded to the standard scale', () => {
      expect(convert('100', '7.1234')).toBe('712.34');
      expect(convert('10000', '0.0482', 2)).toBe('482.00');
      expect(convert('0.005', '1')).toBe('0.01');
    });
  });

  describe('when an operand is not decimal text', () => {
    it.each(['', '1e3', '1.', '.5', ' 1', 'NaN', '0x10', '1'.repeat(201)])(
      'throws a MoneyError for %j',
      (value) => {
        expect(() => addDecimals(value, '1')).toThrow(MoneyError);
      },
    );
  });

  it('compares without a float', () => {
    expect(compareDecimals('0.30000000000000001', '0.3')).toBe(1);
    expect(compareDecimals('-1', '1')).toBe(-1);
    expect(compareDecimals('1.0', '1')).toBe(0);
  });

  it('reads a JSON number as the decimal it was written as', () => {
    expect(decimalFromNumber(0.1)).toBe('0.1');
    expect(decimalFromNumber(1e21)).toBe('1000000000000000000000');
    expect(decimalFromNumber(-0)).toBe('0');
    expect(decimalFromNumber(Number.NaN)).toBeUndefined();
  });
});
