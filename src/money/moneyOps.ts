import { roundToScale, sumDecimals } from './decimalMath';
import { moneyOf, standardCurrency } from './Money';
import type { Currency, Money } from './Money';
import { MoneyError } from './MoneyError';

/**
 * Two currencies are the same when their letter codes agree; without letter codes, their
 * numeric codes; without either, their symbol and unit. Totals never mix currencies.
 */
export function sameCurrency(a: Currency, b: Currency): boolean {
  if (a.strCode && b.strCode) return a.strCode === b.strCode;
  if (a.numCode && b.numCode) return a.numCode === b.numCode;
  return a.symbol === b.symbol && a.unit === b.unit;
}

/**
 * The standard sides added exactly, as a standard-only Money (what a bill total is: foreign
 * and budget sides do not add up meaningfully across lines). The result keeps the larger of
 * the two scales so no digit is lost. Different standard currencies give a MoneyError.
 */
export function addMoney(a: Money, b: Money): Money | MoneyError {
  return sumMoney([a, b], standardCurrency(a));
}

/**
 * Sums the standard sides in `currency` exactly (no float ever). An empty list is zero in
 * that currency. Every amount must be in `currency`, else a MoneyError naming the first one
 * that is not. The scale is the currency's or a larger one an amount carries.
 */
export function sumMoney(amounts: readonly Money[], currency: Currency): Money | MoneyError {
  let scale = currency.scale;
  for (const [index, money] of amounts.entries()) {
    const side = standardCurrency(money);
    if (!sameCurrency(side, currency)) {
      return new MoneyError(
        `Amount ${index + 1} is in ${side.strCode || side.symbol || '?'}, not ${currency.strCode || currency.symbol}`,
        'standardStrCode',
      );
    }
    scale = Math.max(scale, side.scale);
  }
  const total = sumDecimals(amounts.map((money) => money.standard));
  return moneyOf(roundToScale(total, scale), { ...currency, scale });
}
