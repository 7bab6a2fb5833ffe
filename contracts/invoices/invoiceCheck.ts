import * as v from 'valibot';
import { record, text } from '../core/fields';
import { listOf } from '../core/listOf';

/** What the server may find wrong with an invoice (mocks-server/invoices/README.md). */
export const INVOICE_PROBLEM_CODES = [
  'duplicate',
  'not-found',
  'voided',
  'red-flushed',
  'amount-mismatch',
  'date-mismatch',
  'unavailable',
  'title',
  'date-window',
] as const;
export type InvoiceProblemCode = (typeof INVOICE_PROBLEM_CODES)[number];

const isCode = (value: string): value is InvoiceProblemCode =>
  (INVOICE_PROBLEM_CODES as readonly string[]).includes(value);
const TOTAL = /^\d{1,13}\.\d{2}$/;

/**
 * One problem; without a known level it is dropped. An unknown code reads as 'other' (its text is
 * then the server's own); the other bill only for a duplicate, the window only when positive.
 */
const invoiceProblemSchema = v.pipe(
  record({
    code: text(),
    level: v.picklist(['block', 'warn']),
    message: text(200),
    bill: record({ id: text(), code: text(40), title: text(80) }),
    windowDays: v.fallback(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  }),
  v.transform(({ code, level, message, bill, windowDays }) => {
    const known: InvoiceProblemCode | 'other' = isCode(code) ? code : 'other';
    return {
      code: known,
      level,
      message,
      ...(known === 'duplicate' && bill.id ? { bill } : {}),
      ...(windowDays === null ? {} : { windowDays }),
    };
  }),
);

/**
 * One invoice's 查重, 验真, 抬头 and date-window answer; not one without a problem list. The tax
 * authority's record is kept only with a two-place total.
 */
export const invoiceCheckSchema = v.pipe(
  record({
    problems: v.pipe(
      v.unknown(),
      v.check(Array.isArray, 'problems must be a list'),
      listOf('problems', invoiceProblemSchema),
    ),
    record: record({ total: text(), buyerName: text(80), sellerName: text(80) }),
  }),
  v.transform(({ problems, record: held }) => ({
    problems,
    ...(TOTAL.test(held.total) ? { record: held } : {}),
  })),
);
export type InvoiceCheckWire = v.InferOutput<typeof invoiceCheckSchema>;

/** A check, or null where the answer is not one: a list entry that must keep its place. */
export const optionalInvoiceCheck = v.fallback(v.nullable(invoiceCheckSchema), null);

/** `POST /v1/invoice/checks`: one check per invoice asked, in order. */
export const invoiceChecksAnswerSchema = record({
  items: listOf('items', optionalInvoiceCheck),
});
