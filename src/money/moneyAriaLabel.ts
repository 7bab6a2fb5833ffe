import type { Locale } from '../i18n';
import type { DecimalString } from './decimalMath';
import { formatDecimal } from './formatMoney';
import { standardCurrency } from './Money';
import type { Currency, Money } from './Money';
import { moneyMessages } from './moneyMessages';

/**
 * An amount as a screen reader should say it, currency in words: '人民币 1,234.50 元',
 * '1,234.50 Chinese yuan', 'minus 5.00 US dollars'. A currency outside the name table is
 * said by its letter code ('SGD 12.00'), else by its unit ('12.00 新加坡元').
 */
export function amountAriaLabel(amount: DecimalString, currency: Currency, locale: Locale): string {
  const messages = moneyMessages[locale] ?? moneyMessages['zh-CN'];
  const number = formatDecimal(amount, currency.scale, locale);
  const negative = number.startsWith('-');
  const digits = negative
    ? `${messages.minus}${locale === 'en-US' ? ' ' : ''}${number.slice(1)}`
    : number;
  const known = Object.hasOwn(messages.currencies, currency.strCode)
    ? messages.currencies[currency.strCode]
    : undefined;
  if (known) return messages.amount({ amount: digits, name: known.name, unit: known.unit ?? '' });
  if (currency.strCode)
    return messages.amount({ amount: digits, name: currency.strCode, unit: '' });
  return messages.amount({ amount: digits, name: '', unit: currency.unit });
}

/** The standard side read aloud; foreign lines have foreignLineAriaLabel. */
export function moneyAriaLabel(money: Money, locale: Locale): string {
  return amountAriaLabel(money.standard, standardCurrency(money), locale);
}
