import { isDecimalString, type DecimalString } from '@shell/money';

/** docs/i18n-theme-money.md: optional leading plus, then 1-20 digits, parentheses or hyphens. */
export const PHONE_PATTERN = /^\+?[\d()-]{1,20}$/;
/**
 * docs/i18n-theme-money.md: a local part of letters, digits, underscore, dot and hyphen; a domain whose top level
 * has 2-6 characters. Each label ends at its dot, so the pattern cannot backtrack badly.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,6}$/;
/** RFC 5321's limit: longer texts are refused before any pattern runs. */
const MAX_EMAIL_LENGTH = 254;

export function isPhone(text: string): boolean {
  return PHONE_PATTERN.test(text);
}

export function isEmail(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(text);
}

const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * What a person typed as an amount → decimal text, or null when it is none. Spaces around it
 * and thousands separators in the right places are accepted ('1,234.50' → '1234.50'); nothing
 * goes through a float, so every digit typed is the digit kept.
 */
export function normalizeAmount(input: string): DecimalString | null {
  const text = input.trim();
  const plain = GROUPED.test(text) ? text.replaceAll(',', '') : text;
  const unsigned = plain.startsWith('+') ? plain.slice(1) : plain;
  return isDecimalString(unsigned) ? unsigned : null;
}

/** Digits after the decimal point of decimal text. */
export function fractionDigits(decimal: DecimalString): number {
  const point = decimal.indexOf('.');
  return point === -1 ? 0 : decimal.length - point - 1;
}
