import {
  CNY,
  compareDecimals,
  convert,
  isDecimalString,
  moneyOf,
  roundToScale,
  type Currency,
  type DecimalString,
  type Money,
} from '@shell/money';
import { fractionDigits, normalizeAmount } from '../forms/fieldFormats';

/** A currency a fee type lets a line be entered in, with the system's rate to the standard. */
export interface CurrencyOffer extends Currency {
  sysRate: DecimalString;
}

/** Rates carry at most four decimals (mocks-server/data/billMoney.ts RATE_SCALE). */
export const RATE_SCALE = 4;

const positive = (value: unknown): value is DecimalString =>
  isDecimalString(value) && compareDecimals(value, '0') > 0;

/** Typed foreign text read at the currency's scale: the amount, or why it is not one. */
export function readForeignAmount(
  text: string,
  scale: number,
): { amount: DecimalString } | { problem: 'required' | 'invalid' | 'scale' } {
  if (text.trim() === '') return { problem: 'required' };
  const amount = normalizeAmount(text);
  if (amount === null || compareDecimals(amount, '0') <= 0) return { problem: 'invalid' };
  if (fractionDigits(amount) > scale) return { problem: 'scale' };
  return { amount };
}

/** A typed rate: a decimal above 0 with at most RATE_SCALE decimals, or null. */
export function readRate(text: string): DecimalString | null {
  const rate = normalizeAmount(text);
  const usable = rate !== null && positive(rate) && fractionDigits(rate) <= RATE_SCALE;
  return usable ? rate : null;
}

/**
 * A line's money entered in a foreign currency (docs/micro-frontend.md Money object): standard = foreign ×
 * rate, exact in decimal.js and rounded half up at the standard scale; never a float. The
 * same rule the lab checks (mocks-server/bills/readLineMoney.ts).
 */
export function foreignLineMoney(
  foreign: DecimalString,
  offer: CurrencyOffer,
  rate: DecimalString,
  standard: Currency = CNY,
): Money {
  return {
    ...moneyOf(convert(foreign, rate, standard.scale), standard),
    foreign: roundToScale(foreign, offer.scale),
    foreignScale: offer.scale,
    foreignUnit: offer.unit,
    foreignSymbol: offer.symbol,
    foreignNumCode: offer.numCode,
    foreignStrCode: offer.strCode,
    rate,
    sysRate: offer.sysRate,
  };
}

/** The offer a line's money was entered in (its own rate as the system's when not offered). */
export function offerOfMoney(money: Money): CurrencyOffer | null {
  if (money.foreign === undefined || !money.foreignStrCode || money.rate === undefined) return null;
  return {
    strCode: money.foreignStrCode,
    numCode: money.foreignNumCode ?? '',
    symbol: money.foreignSymbol ?? '',
    unit: money.foreignUnit ?? '',
    scale: money.foreignScale ?? 2,
    sysRate: money.sysRate ?? money.rate,
  };
}
