import type { FeeLine } from '../lines/FeeLine';
import { invoiceOfRecord } from '../invoices/invoiceRecords';
import type { QrInvoice } from '../invoices/QrInvoice';

const cache = new WeakMap<FeeLine, QrInvoice[]>();

/** The entered invoices of a line (bare photos have no number and are not invoices to check). */
export function invoicesOfLine(line: FeeLine): QrInvoice[] {
  let found = cache.get(line);
  if (!found) {
    found = line.invoices.flatMap((record) => invoiceOfRecord(record) ?? []);
    cache.set(line, found);
  }
  return found;
}
