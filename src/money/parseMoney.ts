import { DEFAULT_SCALE, decimalFromNumber, isDecimalString, MAX_SCALE } from './decimalMath';
import type { DecimalString } from './decimalMath';
import type { Money } from './Money';
import { MoneyError } from './MoneyError';

/** Network amounts longer than this are no real money; the arithmetic allows more. */
const MAX_AMOUNT_LENGTH = 60;
/** Currency texts are short ('元', 'HK$', '840'); longer ones are refused, not displayed. */
const MAX_TEXT_LENGTH = 32;
const TEXT_SUFFIXES = ['Unit', 'Symbol', 'NumCode', 'StrCode'] as const;

type Fields = Record<string, unknown>;

/**
 * Spec §3 Money from untrusted JSON. Amounts and rates may come as decimal strings or JSON
 * numbers (read as the decimal they were written as); a scale absent or null is 2 (spec §5);
 * codes may come as numbers ('156' or 156). A foreign side needs its rate, because every
 * foreign line shows it. '' or null for an optional side means the side is absent.
 * Never throws: anything unusable is a MoneyError naming the field.
 */
export function parseMoney(value: unknown): Money | MoneyError {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return new MoneyError('Money must be an object');
  }
  const fields = value as Fields;
  try {
    const money: Money = {
      standard: amount(fields, 'standard') ?? missing('standard'),
      standardScale: scale(fields, 'standardScale'),
      standardUnit: text(fields, 'standardUnit') ?? '',
      standardSymbol: text(fields, 'standardSymbol') ?? '',
      standardNumCode: text(fields, 'standardNumCode') ?? '',
      standardStrCode: text(fields, 'standardStrCode') ?? '',
    };
    const foreign = amount(fields, 'foreign');
    if (foreign !== undefined) {
      Object.assign(money, side(fields, 'foreign', foreign), {
        rate: rate(fields, 'rate') ?? missing('rate'),
      });
      const sysRate = rate(fields, 'sysRate');
      if (sysRate !== undefined) money.sysRate = sysRate;
    }
    const budget = amount(fields, 'budget');
    if (budget !== undefined) {
      Object.assign(money, side(fields, 'budget', budget));
      const budgetRate = rate(fields, 'budgetRate');
      if (budgetRate !== undefined) money.budgetRate = budgetRate;
    }
    return money;
  } catch (error) {
    if (error instanceof MoneyError) return error;
    return new MoneyError('Money could not be read');
  }
}

function side(fields: Fields, prefix: 'foreign' | 'budget', value: DecimalString): Fields {
  const result: Fields = { [prefix]: value, [`${prefix}Scale`]: scale(fields, `${prefix}Scale`) };
  for (const suffix of TEXT_SUFFIXES) {
    const found = text(fields, `${prefix}${suffix}`);
    if (found !== undefined) result[`${prefix}${suffix}`] = found;
  }
  return result;
}

function own(fields: Fields, name: string): unknown {
  const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
  return value === null || value === '' ? undefined : value;
}

function amount(fields: Fields, name: string): DecimalString | undefined {
  const value = own(fields, name);
  if (value === undefined) return undefined;
  const decimal = typeof value === 'number' ? decimalFromNumber(value) : value;
  if (isDecimalString(decimal) && decimal.length <= MAX_AMOUNT_LENGTH) return decimal;
  throw new MoneyError(`${name} must be a decimal amount`, name);
}

function rate(fields: Fields, name: string): DecimalString | undefined {
  const value = amount(fields, name);
  if (value?.startsWith('-')) throw new MoneyError(`${name} must not be negative`, name);
  return value;
}

function scale(fields: Fields, name: string): number {
  const value = own(fields, name);
  if (value === undefined) return DEFAULT_SCALE;
  const number = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
  if (
    typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= 0 &&
    number <= MAX_SCALE
  ) {
    return number;
  }
  throw new MoneyError(`${name} must be a whole number from 0 to ${MAX_SCALE}`, name);
}

function text(fields: Fields, name: string): string | undefined {
  const value = own(fields, name);
  if (value === undefined) return undefined;
  const found = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof found === 'string' && found.length <= MAX_TEXT_LENGTH) return found;
  throw new MoneyError(`${name} must be a short text`, name);
}

function missing(name: string): never {
  throw new MoneyError(`${name} is required`, name);
}
