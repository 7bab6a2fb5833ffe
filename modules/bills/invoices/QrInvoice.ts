import type { InvoiceType } from '../models/billEnumerations';

/** An invoice as its QR text states it (the tax authority's layout, comma-separated). */
export interface QrInvoice {
  invoiceType: InvoiceType;
  /** The two-digit type code as printed. */
  typeCode: string;
  /** 10 or 12 digits; empty on fully digital invoices. */
  invoiceCode: string;
  /** 8 digits, or 20 on fully digital invoices. */
  invoiceNumber: string;
  /** The amount before tax as a decimal text with two places ("1234.50"). */
  amount: string;
  /** Issue date as `YYYY-MM-DD`. */
  issueDate: string;
  /** 20 digits, or empty where the invoice type prints none (special and fully digital). */
  checkCode: string;
}

/** What is wrong with a QR text, naming the field; the text itself is never repeated whole. */
export type QrProblemCode =
  | 'empty'
  | 'too-long'
  | 'not-invoice'
  | 'version'
  | 'type'
  | 'code'
  | 'number'
  | 'amount'
  | 'date'
  | 'check-code';

export interface QrProblem {
  code: QrProblemCode;
  /** The offending field's text, cut to a few characters, for the message. */
  value?: string;
}

export type QrParse = { ok: true; invoice: QrInvoice } | { ok: false; problem: QrProblem };
