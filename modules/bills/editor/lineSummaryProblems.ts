import { localizedLabel, type Locale } from '@shell/i18n';
import type { ExtraProblem } from '../forms/BillFieldsForm';
import type { EditMessages } from '../editMessages';
import { invoiceBlockers } from '../invoiceChecks/invoiceSummaryProblems';
import type { LineInvoiceChecks } from '../invoiceChecks/LineInvoiceChecks';
import { lineTargetId } from '../lines/FeeLineRow';
import type { FeeLinesStore } from '../lines/FeeLinesStore';

/**
 * What the error summary says of the lines before a submit: none at all, or each one's gaps,
 * then what the checks of their invoices found that stops it.
 */
export function lineSummaryProblems(
  store: FeeLinesStore | null,
  messages: EditMessages,
  locale: Locale,
  checks: LineInvoiceChecks | null = null,
): ExtraProblem[] {
  if (!store) return [];
  if (store.lines.length === 0) {
    return [{ targetId: 'fee-lines-add', message: messages.addLineFirst }];
  }
  const gaps = store.lines.flatMap((line, index) => {
    const missing = store.missingOf(line);
    if (missing.length === 0) return [];
    const names = missing.map((field) => localizedLabel(field, locale)).join('、');
    const message = messages.lineLacks(index + 1, line.feeTypeName, names);
    return [{ targetId: lineTargetId(line.key), message }];
  });
  return [...gaps, ...invoiceBlockers(store, checks, locale)];
}
