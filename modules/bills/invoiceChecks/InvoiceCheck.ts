import { fieldsOf, readList, readText } from '../models/readFields';

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

export interface InvoiceProblem {
  /** 'other': a code this app does not know; its text is then the server's own. */
  code: InvoiceProblemCode | 'other';
  /** The specification's policy: a block stops submit, a warning only says so. */
  level: 'block' | 'warn';
  /** The server's words, shown only for codes this app does not word itself. */
  message: string;
  /** The other bill holding the invoice (查重). */
  bill?: { id: string; code: string; title: string };
  windowDays?: number;
}

/** One invoice's 查重, 验真, 抬头 and date-window answer. */
export interface InvoiceCheck {
  problems: InvoiceProblem[];
  /** What the tax authority holds, when it knows the invoice. */
  record?: { total: string; buyerName: string; sellerName: string };
}

/** The fields that tell invoices apart: two with the same three are the same invoice. */
export interface InvoiceIdentity {
  invoiceType: string;
  invoiceCode: string;
  invoiceNumber: string;
}

export const invoiceKeyOf = (invoice: InvoiceIdentity): string =>
  `${invoice.invoiceType}/${invoice.invoiceCode}/${invoice.invoiceNumber}`;

const isCode = (value: unknown): value is InvoiceProblemCode =>
  (INVOICE_PROBLEM_CODES as readonly unknown[]).includes(value);
const TOTAL = /^\d{1,13}\.\d{2}$/;

function problemOf(raw: unknown): InvoiceProblem | null {
  const entry = fieldsOf(raw);
  const level = entry.level === 'block' || entry.level === 'warn' ? entry.level : null;
  if (!level) return null;
  const problem: InvoiceProblem = {
    code: isCode(entry.code) ? entry.code : 'other',
    level,
    message: readText(entry, 'message').slice(0, 200),
  };
  const bill = fieldsOf(entry.bill);
  const billId = readText(bill, 'id');
  if (problem.code === 'duplicate' && billId) {
    const code = readText(bill, 'code').slice(0, 40);
    problem.bill = { id: billId, code, title: readText(bill, 'title').slice(0, 80) };
  }
  const days = entry.windowDays;
  if (typeof days === 'number' && Number.isInteger(days) && days > 0) problem.windowDays = days;
  return problem;
}

/** One check of the server's answer (untrusted); null when it is not one. */
export function parseInvoiceCheck(raw: unknown): InvoiceCheck | null {
  const entry = fieldsOf(raw);
  if (!Array.isArray(entry.problems)) return null;
  const problems = readList(entry, 'problems').flatMap((each) => problemOf(each) ?? []);
  const record = fieldsOf(entry.record);
  const total = readText(record, 'total');
  const check: InvoiceCheck = { problems };
  if (TOTAL.test(total)) {
    check.record = {
      total,
      buyerName: readText(record, 'buyerName').slice(0, 80),
      sellerName: readText(record, 'sellerName').slice(0, 80),
    };
  }
  return check;
}
