import type { InvoiceProblemCode } from '@contracts/invoices/invoiceCheck';

/** The codes are the wire contract's (contracts/invoices/invoiceCheck.ts), shared with the mock. */
export type { InvoiceProblemCode };

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
