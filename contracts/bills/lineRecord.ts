import * as v from 'valibot';
import { fieldsRecord, id, record, text } from '../core/fields';
import { listOf } from '../core/listOf';
import { optionalMoney } from './billSummary';

/** What the editor reads of a line's invoice: an entered one has a number, a photo a file. */
const invoiceRead = record({
  id,
  invoiceNumber: text(),
  file: record({ fileName: text(), fileId: record({ id, url: text(), thumbUrl: text() }) }),
});

/** A line's invoice, kept whole (an entered one is sent back as it came) beside what is read. */
const lineInvoiceSchema = /* @__PURE__ */ Object.assign(
  v.pipe(
    fieldsRecord,
    v.transform((invoice) => ({ ...v.parse(invoiceRead, invoice), invoice })),
  ),
  // The record read stays walkable for the drift test (contracts/README.md).
  { fieldsRead: invoiceRead },
);

const lineRead = record({
  id,
  feeTypeId: id,
  feeTypeName: text(),
  feeTypeForm: record({
    amount: optionalMoney,
    invoiceForm: record({
      invoices: listOf('details.feeTypeForm.invoiceForm.invoices', lineInvoiceSchema),
    }),
  }),
});

/**
 * One expense line of a bill as the editor and the fee import read it (docs/bills-and-workflow.md
 * Bill detail `form.details`): its ids (null when absent), amount and invoices, and the line and
 * its form as sent, since a line whose fee type cannot be read goes back untouched and the form's
 * values follow the fee type's fields.
 */
export const lineRecordSchema = /* @__PURE__ */ Object.assign(
  v.pipe(
    fieldsRecord,
    v.transform((line) => {
      const { feeTypeForm, ...read } = v.parse(lineRead, line);
      return {
        ...read,
        amount: feeTypeForm.amount,
        invoices: feeTypeForm.invoiceForm.invoices,
        form: v.parse(record({ feeTypeForm: fieldsRecord }), line).feeTypeForm,
        record: line,
      };
    }),
  ),
  { fieldsRead: lineRead },
);
export type LineRecordWire = v.InferOutput<typeof lineRecordSchema>;

/** A bill's lines: every entry reads (a line without an id is the editor's to leave out). */
export const lineRecordsSchema = listOf('form.details', lineRecordSchema);
