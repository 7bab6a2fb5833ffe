import type { Locale } from '@shell/i18n';
import { formatMoney, moneyOf } from '@shell/money';
import { enumerationLabels, labelOf } from '../enumerationLabels';
import type { WalletInvoice } from '../invoices/invoicesApi';

/** How a person tells wallet invoices apart: type, number, amount. */
export function walletEntryName(entry: WalletInvoice, locale: Locale): string {
  const { invoice } = entry;
  const type = labelOf(enumerationLabels[locale].invoiceType, invoice.invoiceType);
  return `${type} ${invoice.invoiceNumber} ${formatMoney(moneyOf(invoice.amount), locale)}`;
}
