import { Decimal } from 'decimal.js';
import { MoneyError } from './MoneyError';

/** docs/i18n-theme-money.md: money scale defaults to 2 decimals. */
export const DEFAULT_SCALE = 2;
/** Scales beyond this are no currency's; the cap keeps toFixed bounded. */
export const MAX_SCALE = 20;

/** Longer amounts are refused, which bounds every product and sum below. */
export const MAX_DECIMAL_LENGTH = 200;

/**
 * Operands have at most 200 characters, so a product has under 400 significant digits and a
 * sum spans under 400 digits: with precision 500 every sum and product is exact. Rounding is
 * ROUND_HALF_UP in decimal.js's sense, half away from zero: 1.005 → 1.01, -1.005 → -1.01.
 */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
const Exact = Decimal.clone({ precision: 500, rounding: Decimal.ROUND_HALF_UP });

/** A decimal amount as text: optional minus, digits, optional fraction ("-1234.5"). */
export type DecimalString = string;

export function isDecimalString(value: unknown): value is DecimalString {
  return (
    typeof value === 'string' && value.length <= MAX_DECIMAL_LENGTH && DECIMAL_TEXT.test(value)
  );
}

function exact(value: unknown, what: string): Decimal {
  if (!isDecimalString(value)) {
    const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;
    throw new MoneyError(`${what} must be a decimal string, not ${shown}`);
  }
  return new Exact(value);
}

function checkScale(scale: number): number {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
    throw new MoneyError(`A scale must be a whole number from 0 to ${MAX_SCALE}`, 'scale');
  }
  return scale;
}

/** Plain notation without trailing zeros; -0 is written 0. */
function plain(value: Decimal): DecimalString {
  return value.isZero() ? '0' : value.toFixed();
}

export function addDecimals(a: DecimalString, b: DecimalString): DecimalString {
  return plain(exact(a, 'An addend').plus(exact(b, 'An addend')));
}

export function sumDecimals(values: readonly DecimalString[]): DecimalString {
  return plain(
    values.reduce((total, value) => total.plus(exact(value, 'An addend')), new Exact(0)),
  );
}

export function multiply(a: DecimalString, b: DecimalString): DecimalString {
  return plain(exact(a, 'A factor').times(exact(b, 'A factor')));
}

/** docs/i18n-theme-money.md: a zero divisor gives 0. Division may not terminate, so the quotient is rounded. */
export function divide(
  dividend: DecimalString,
  divisor: DecimalString,
  scale: number = DEFAULT_SCALE,
): DecimalString {
  const bottom = exact(divisor, 'A divisor');
  const top = exact(dividend, 'A dividend');
  return rounded(bottom.isZero() ? new Exact(0) : top.dividedBy(bottom), scale);
}

/** A foreign amount in the standard currency: amount × rate, rounded to the standard scale. */
export function convert(
  amount: DecimalString,
  rate: DecimalString,
  scale: number = DEFAULT_SCALE,
): DecimalString {
  return rounded(exact(amount, 'An amount').times(exact(rate, 'A rate')), scale);
}

/** Exactly `scale` fraction digits, half away from zero; never "-0.00". */
export function roundToScale(value: DecimalString, scale: number = DEFAULT_SCALE): DecimalString {
  return rounded(exact(value, 'An amount'), scale);
}

function rounded(value: Decimal, scale: number): DecimalString {
  const result = value.toDecimalPlaces(checkScale(scale), Decimal.ROUND_HALF_UP);
  return result.isZero() ? new Exact(0).toFixed(scale) : result.toFixed(scale);
}

/** -1, 0 or 1, for sorting and sign checks without a float. */
export function compareDecimals(a: DecimalString, b: DecimalString): -1 | 0 | 1 {
  return exact(a, 'A compared value').comparedTo(exact(b, 'A compared value')) as -1 | 0 | 1;
}

/** A JSON number read as the decimal it was written as (its shortest round-trip text). */
export function decimalFromNumber(value: number): DecimalString | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = plain(new Exact(value));
  return isDecimalString(text) ? text : undefined;
}
