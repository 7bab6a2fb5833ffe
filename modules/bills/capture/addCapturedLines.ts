import type { FeeTypesStore } from '../lines/FeeTypesStore';
import type { FeeLinesStore } from '../lines/FeeLinesStore';
import { fieldsOfLine } from '../lines/lineWire';
import { formValuesOf } from '../forms/fieldValues';
import type { LineInvoiceChecks } from '../invoiceChecks/LineInvoiceChecks';
import { lineRecordOf } from '../invoices/invoiceRecords';
import { lineAmountOf, type CaptureItem } from './CaptureItem';

/**
 * A line per captured invoice: its fee type, the amount and day from the invoice, the invoice
 * with its file; the checks already made are kept. Returns the new lines' keys.
 */
export function addCapturedLines(
  items: readonly CaptureItem[],
  lines: FeeLinesStore,
  feeTypes: FeeTypesStore,
  checks: LineInvoiceChecks,
): string[] {
  return items.flatMap((item) => {
    const { invoice } = item;
    const fields = fieldsOfLine(item.feeTypeId, feeTypes.data, lines.base);
    if (!invoice || !fields) return [];
    const values = {
      ...formValuesOf(fields, {}),
      amount: lineAmountOf(item),
      feeDate: invoice.issueDate,
    };
    const name = feeTypes.data.get(item.feeTypeId)?.name ?? item.feeTypeId;
    if (item.check !== undefined) checks.remember(invoice, item.check);
    return [lines.add(item.feeTypeId, name, values, [lineRecordOf(invoice, item.file ?? null)])];
  });
}
