import { moneySchema } from '@contracts/money';
import * as v from 'valibot';
import type { Money } from './Money';
import { MoneyError } from './MoneyError';

/**
 * docs/i18n-theme-money.md Money from untrusted JSON, read by the wire contract's schema (contracts/money.ts says
 * the rules). Never throws: anything unusable is a MoneyError naming the field.
 */
export function parseMoney(value: unknown): Money | MoneyError {
  const result = v.safeParse(moneySchema, value);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const field = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  return new MoneyError(issue.message, field);
}
