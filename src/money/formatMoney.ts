import type { Locale } from '../i18n';
import { roundToScale } from './decimalMath';
import type { DecimalString } from './decimalMath';
import { moneySide, standardCurrency } from './Money';
import type { Currency, Money } from './Money';

interface NumberMarks {
  group: string;
  decimal: string;
}

/** Both supported locales group in threes with ',' and mark decimals with '.'. */
const MARKS: Readonly<Record<Locale, NumberMarks>> = {
  'zh-CN': { group: ',', decimal: '.' },
  'en-US': { group: ',', decimal: '.' },
};

/**
 * An amount rounded to `scale` (half away from zero) and grouped: '-1234567.5' at 2 →
 * '-1,234,567.50'. Works on the decimal text alone, so no float ever rounds a digit.
 */
export function formatDecimal(value: DecimalString, scale: number, locale: Locale): string {
  const marks = MARKS[locale] ?? MARKS['zh-CN'];
  const fixed = roundToScale(value, scale);
  const negative = fixed.startsWith('-');
  const [whole, fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, marks.group);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : marks.decimal + fraction}`;
}

/**
 * An amount with its currency: the symbol when there is one ('¥1,234.50', '-$5.00'), else
 * the letter code ('SGD 12.00'), else the bare number. The currency's scale applies.
 */
export function formatAmount(amount: DecimalString, currency: Currency, locale: Locale): string {
  const number = formatDecimal(amount, currency.scale, locale);
  const negative = number.startsWith('-');
  const digits = negative ? number.slice(1) : number;
  const sign = negative ? '-' : '';
  if (currency.symbol) return `${sign}${currency.symbol}${digits}`;
  if (currency.strCode) return `${currency.strCode} ${sign}${digits}`;
  return number;
}

/** The standard side, as every list and total shows money. */
export function formatMoney(money: Money, locale: Locale): string {
  return formatAmount(money.standard, standardCurrency(money), locale);
}

/** The foreign or budget side formatted, or null when the money has none. */
export function formatMoneySide(
  money: Money,
  side: 'foreign' | 'budget',
  locale: Locale,
): string | null {
  const found = moneySide(money, side);
  return found ? formatAmount(found.amount, found.currency, locale) : null;
}
