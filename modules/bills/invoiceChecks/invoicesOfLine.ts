import type { FeeLine } from '../lines/FeeLine';
import { invoiceOfRecord } from '../invoices/invoiceRecords';
import type { QrInvoice } from '../invoices/QrInvoice';
import { lineInvoiceRecordSchema } from '@contracts/invoices/invoiceRecord';
import { parse } from '@contracts/core/parse';

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

/** What a line shows of each entered invoice: what it is, and the file attached with it. */
export function invoiceTagsOf(line: FeeLine): { invoice: QrInvoice; fileName: string }[] {
  return line.invoices.flatMap((record) => {
    const invoice = invoiceOfRecord(record);
    const { file } = parse(lineInvoiceRecordSchema, record);
    return invoice ? [{ invoice, fileName: file.fileName }] : [];
  });
}
