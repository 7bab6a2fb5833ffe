const EXPONENT_FORM = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/;

/**
 * A finite number in plain notation (`-?digits(.digits)?`), the digits JavaScript prints for it
 * with the exponent written out: 1e21 becomes 21 digits, 1.5e-7 becomes 0.00000015. decimal.js
 * prints the same (its test holds the two together), but the list query travels in the
 * start-calls script, which must stay a few kilobytes.
 */
export function plainNumber(value: number): string {
  const text = String(value);
  const match = EXPONENT_FORM.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
