import type { Money } from './billTypes';

export interface Currency {
  strCode: string;
  numCode: string;
  symbol: string;
  unit: string;
  scale: number;
}

/** The standard (base) currency of every lab tenant; docs/i18n-theme-money.md sets the default scale to 2. */
export const CNY: Currency = { strCode: 'CNY', numCode: '156', symbol: '¥', unit: '元', scale: 2 };

/** Foreign sides; JPY has scale 0 so a client cannot assume every side has two decimals. */
export const FOREIGN_CURRENCIES: readonly Currency[] = [
  { strCode: 'USD', numCode: '840', symbol: '$', unit: '美元', scale: 2 },
  { strCode: 'EUR', numCode: '978', symbol: '€', unit: '欧元', scale: 2 },
  { strCode: 'JPY', numCode: '392', symbol: '¥', unit: '日元', scale: 0 },
  { strCode: 'HKD', numCode: '344', symbol: 'HK$', unit: '港币', scale: 2 },
];

/** Rates carry four decimals, as a decimal string. */
export const RATE_SCALE = 4;

/**
 * The system's rate of each foreign currency to CNY _(lab choice: fixed, not of the day)_, as
 * fee types that allow foreign amounts offer it (`specification.currencies`).
 */
const SYSTEM_RATES: Readonly<Record<string, string>> = {
  USD: '7.2540',
  EUR: '7.8120',
  JPY: '0.0483',
  HKD: '0.9312',
};

/** A currency a line may be entered in, with the rate the editor starts from. */
export interface CurrencyOffer extends Currency {
  sysRate: string;
}

export function currencyOffers(): CurrencyOffer[] {
  return FOREIGN_CURRENCIES.map((currency) => ({
    ...currency,
    sysRate: SYSTEM_RATES[currency.strCode],
  }));
}

/** Minor units (bigint, never a float) as a decimal string: 12345n at scale 2 → "123.45". */
export function formatMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${whole}` : whole;
}

/** A decimal string back to minor units at the given scale; undefined if it is not one. */
export function parseMinor(value: string, scale: number): bigint | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match || (match[3] ?? '').length > scale) return undefined;
  const minor = BigInt(match[2] + (match[3] ?? '').padEnd(scale, '0'));
  return match[1] === '-' ? -minor : minor;
}

export function standardMoney(minor: bigint): Money {
  return {
    standard: formatMinor(minor, CNY.scale),
    standardScale: CNY.scale,
    standardUnit: CNY.unit,
    standardSymbol: CNY.symbol,
    standardNumCode: CNY.numCode,
    standardStrCode: CNY.strCode,
  };
}

/**
 * A foreign amount converted at `rate` (minor units at RATE_SCALE): standard = foreign × rate,
 * rounded half up to the standard scale, all in integers.
 */
export function foreignMoney(
  foreignMinor: bigint,
  currency: Currency,
  rate: bigint,
  sysRate: bigint,
): Money {
  const divisor = 10n ** BigInt(currency.scale + RATE_SCALE - CNY.scale);
  const standardMinor = (foreignMinor * rate + divisor / 2n) / divisor;
  return {
    ...standardMoney(standardMinor),
    foreign: formatMinor(foreignMinor, currency.scale),
    foreignScale: currency.scale,
    foreignUnit: currency.unit,
    foreignSymbol: currency.symbol,
    foreignNumCode: currency.numCode,
    foreignStrCode: currency.strCode,
    rate: formatMinor(rate, RATE_SCALE),
    sysRate: formatMinor(sysRate, RATE_SCALE),
  };
}

/** The standard side of a money object in minor units (0 for a malformed one). */
export function standardMinorOf(money: Money): bigint {
  return parseMinor(money.standard, money.standardScale) ?? 0n;
}

/** Sums the standard sides; the result is standard-only, as a bill total is. */
export function sumStandard(amounts: readonly Money[]): Money {
  return standardMoney(amounts.reduce((total, money) => total + standardMinorOf(money), 0n));
}
