import * as v from 'valibot';
import { record, text } from '../core/fields';

/**
 * An invoice's own fields as a fee line (`invoiceForm.invoices`) and the wallet record them:
 * `amount` a decimal text or money, `issueDate` a day or epoch ms, which the bills module reads
 * through its QR rules. Shared by a line's invoice record and the wallet's invoice.
 */
export const invoiceFields = {
  invoiceType: text(),
  invoiceCode: text(),
  invoiceNumber: text(),
  amount: v.optional(v.unknown()),
  issueDate: v.optional(v.unknown()),
  checkCode: text(),
};

/** One invoice a fee line records, with the name of the file entered with it. */
export const lineInvoiceRecordSchema = record({
  ...invoiceFields,
  file: record({ fileName: text(200) }),
});

export type LineInvoiceRecordWire = v.InferOutput<typeof lineInvoiceRecordSchema>;
