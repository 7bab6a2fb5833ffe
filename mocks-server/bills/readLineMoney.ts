import { FOREIGN_CURRENCIES, foreignMoney, parseMinor, RATE_SCALE } from '../data/billMoney';
import type { Money } from '../data/billTypes';
import { badDraft, readMoneyValue } from './readDraftValue';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A line's amount: CNY as any money field, or, where the fee type allows it, a foreign amount
 * with the rate applied (docs/i18n-theme-money.md Money object). The standard side must be exactly foreign ×
 * rate rounded half up to fen, as the lab computes it: a client that rounds differently is told.
 */
export function readLineMoney(name: string, value: unknown, allowForeign: boolean): Money | null {
  if (!isObject(value) || value.foreign === undefined) return readMoneyValue(name, value);
  if (!allowForeign) throw badDraft(`${name}: this fee type takes amounts in CNY only`);
  const currency = FOREIGN_CURRENCIES.find((each) => each.strCode === value.foreignStrCode);
  if (!currency) {
    const known = FOREIGN_CURRENCIES.map((each) => each.strCode).join(', ');
    throw badDraft(`${name}.foreignStrCode must be one of ${known}`);
  }
  const foreign =
    typeof value.foreign === 'string' ? parseMinor(value.foreign, currency.scale) : undefined;
  const rate = typeof value.rate === 'string' ? parseMinor(value.rate, RATE_SCALE) : undefined;
  if (foreign === undefined || foreign < 0n) {
    throw badDraft(`${name}.foreign must be a decimal ≥ 0 with at most ${currency.scale} decimals`);
  }
  if (rate === undefined || rate <= 0n) {
    throw badDraft(`${name}.rate must be a decimal > 0 with at most ${RATE_SCALE} decimals`);
  }
  const sysRate =
    typeof value.sysRate === 'string' ? parseMinor(value.sysRate, RATE_SCALE) : undefined;
  const money = foreignMoney(foreign, currency, rate, sysRate ?? rate);
  const sent = typeof value.standard === 'string' ? parseMinor(value.standard, 2) : undefined;
  if (value.standard !== undefined && sent !== parseMinor(money.standard, 2)) {
    throw badDraft(
      `${name}: ${value.foreign} ${currency.strCode} × ${money.rate} is ${money.standard}, not ${String(value.standard)}`,
    );
  }
  return money;
}
