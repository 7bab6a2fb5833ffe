import type { Money } from '@contracts/money';
import type { DecimalString } from './decimalMath';

/** What a side's amount is counted in; `scale` is its number of fraction digits. */
export interface Currency {
  strCode: string;
  numCode: string;
  symbol: string;
  unit: string;
  scale: number;
}

/** The lab tenants' standard currency (mocks-server/data/billMoney.ts). */
export const CNY: Readonly<Currency> = Object.freeze({
  strCode: 'CNY',
  numCode: '156',
  symbol: '¥',
  unit: '元',
  scale: 2,
});

/**
 * docs/i18n-theme-money.md "Money object", in its wire shape (contracts/money.ts). Amounts and rates are decimal
 * strings, never floats. After parseMoney the standard side is complete, a foreign side always
 * has `rate` (standard = foreign × rate, rounded to the standard scale; `sysRate` is the system's
 * rate of the day, shown for reference), and absent text fields are left out.
 */
export type { Money } from '@contracts/money';

export type MoneySide = 'standard' | 'foreign' | 'budget';

/** One side of a Money object: its amount and currency. */
export interface SideAmount {
  amount: DecimalString;
  currency: Currency;
}

/** The side asked for, or null when the money has none (foreign and budget are optional). */
export function moneySide(money: Money, side: MoneySide): SideAmount | null {
  const amount = money[side];
  if (amount === undefined) return null;
  return {
    amount,
    currency: {
      strCode: money[`${side}StrCode`] ?? '',
      numCode: money[`${side}NumCode`] ?? '',
      symbol: money[`${side}Symbol`] ?? '',
      unit: money[`${side}Unit`] ?? '',
      scale: money[`${side}Scale`] ?? 2,
    },
  };
}

/** The standard side's currency (always there: the standard side is required). */
export function standardCurrency(money: Money): Currency {
  return {
    strCode: money.standardStrCode,
    numCode: money.standardNumCode,
    symbol: money.standardSymbol,
    unit: money.standardUnit,
    scale: money.standardScale,
  };
}

/** A standard-only Money (what a bill total is) of an amount already checked as decimal text. */
export function moneyOf(amount: DecimalString, currency: Currency = CNY): Money {
  return {
    standard: amount,
    standardScale: currency.scale,
    standardUnit: currency.unit,
    standardSymbol: currency.symbol,
    standardNumCode: currency.numCode,
    standardStrCode: currency.strCode,
  };
}
