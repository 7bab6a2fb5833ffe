import * as v from 'valibot';
import { optionalMoney } from '../bills/billSummary';
import { record, text } from '../core/fields';
import { listOf } from '../core/listOf';

/** An id: a non-empty text up to 200 characters, trimmed. */
const evidenceId = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));
/** A time that is given: a positive finite number, else 0. */
const givenTime = v.fallback(v.pipe(v.number(), v.finite(), v.gtValue(0)), 0);

/** Same-site paths and http(s) only: a `javascript:` address never reaches an img or a link. */
const SAFE_URL = /^(\/(?!\/)|https?:\/\/)/i;

/** A file an approver looks at (a photo of an invoice, a scan); unusable without an id and a safe address. */
export const evidenceFileSchema = v.pipe(
  record({
    fileName: text(),
    fileId: record({ id: evidenceId, url: v.pipe(text(), v.regex(SAFE_URL)) }),
  }),
  v.transform(({ fileName, fileId }) => ({
    id: fileId.id,
    name: fileName || fileId.id,
    url: fileId.url,
  })),
);

/** A file that is unusable: null then. */
const optionalFile = v.fallback(v.nullable(evidenceFileSchema), null);

/** An invoice of a line; its photo is optional (an invoice typed in or read from a QR has none). */
const evidenceInvoiceSchema = v.pipe(
  record({
    id: evidenceId,
    invoiceType: text(),
    invoiceCode: text(),
    invoiceNumber: text(),
    amount: optionalMoney,
    file: v.optional(optionalFile),
  }),
  v.transform(({ file, ...invoice }) => ({ ...invoice, file: file ?? null })),
);

/** One expense line as the approver sees it: what, when, why, how much, and its proof. */
export const evidenceLineSchema = v.pipe(
  record({
    id: evidenceId,
    feeTypeName: text(),
    feeTypeForm: record({
      amount: optionalMoney,
      feeDate: givenTime,
      consumptionReasons: text(),
      invoiceForm: record({ invoices: listOf('invoices', evidenceInvoiceSchema) }),
      attachments: listOf('attachments', evidenceFileSchema),
    }),
  }),
  v.transform(({ id, feeTypeName, feeTypeForm: form }) => ({
    id,
    feeTypeName,
    amount: form.amount,
    feeDate: form.feeDate,
    reason: form.consumptionReasons,
    invoices: form.invoiceForm.invoices,
    attachments: form.attachments,
  })),
);
