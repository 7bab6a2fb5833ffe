import type { Locale } from '../i18n';
import { formatAmount, formatDecimal } from './formatMoney';
import { amountAriaLabel } from './moneyAriaLabel';
import { moneySide, standardCurrency } from './Money';
import type { Money } from './Money';
import { moneyMessages } from './moneyMessages';

/**
 * Issue "the rate shown on every foreign-currency line": 'USD 100.00 × 7.1234 = ¥712.34'.
 * The foreign amount goes by its letter code (symbols such as ¥ and $ are shared by several
 * currencies), the rate exactly as the server sent it, the standard side with its symbol.
 * Null when the money has no foreign side, so a caller can render the line only then.
 */
export function foreignLineLabel(money: Money, locale: Locale): string | null {
  const foreign = moneySide(money, 'foreign');
  if (!foreign || money.rate === undefined) return null;
  const code = foreign.currency.strCode || foreign.currency.symbol;
  const amount = formatDecimal(foreign.amount, foreign.currency.scale, locale);
  const standard = formatAmount(money.standard, standardCurrency(money), locale);
  return `${code ? `${code} ` : ''}${amount} × ${money.rate} = ${standard}`;
}

/** The same line for screen readers: '100.00 US dollars at a rate of 7.1234, equal to …'. */
export function foreignLineAriaLabel(money: Money, locale: Locale): string | null {
  const foreign = moneySide(money, 'foreign');
  if (!foreign || money.rate === undefined) return null;
  const messages = moneyMessages[locale] ?? moneyMessages['zh-CN'];
  return messages.foreignLine({
    foreign: amountAriaLabel(foreign.amount, foreign.currency, locale),
    rate: money.rate,
    standard: amountAriaLabel(money.standard, standardCurrency(money), locale),
  });
}
