import type { InvoiceProblemCode } from '@contracts/invoices/invoiceCheck';
import type { Attachment } from '../data/billTypes';

/** An invoice as the app sends it for checks or the wallet (fields of its QR, lab paths). */
export interface InvoiceInput {
  invoiceType: string;
  invoiceCode: string;
  invoiceNumber: string;
  /** Before tax, a two-place decimal text. */
  amount: string;
  /** `YYYY-MM-DD`. */
  issueDate: string;
  checkCode: string;
}

/** 验真: what the lab's tax authority answered. */
export type Verification =
  | 'valid'
  | 'not-found'
  | 'voided'
  | 'red-flushed'
  | 'amount-mismatch'
  | 'date-mismatch'
  | 'unavailable';

/** The app reads these codes with the same words (contracts/invoices/invoiceCheck.ts). */
export type { InvoiceProblemCode };

export interface InvoiceProblem {
  code: InvoiceProblemCode;
  /** The specification's policy: a block stops submit, a warning only says so. */
  level: 'block' | 'warn';
  /** zh-CN, for callers without their own texts; the app words each code itself. */
  message: string;
  /** The other bill, for a duplicate. */
  bill?: { id: string; code: string; title: string };
  /** The policy window, for date-window. */
  windowDays?: number;
}

/** What the server found about one invoice, before submit and at submit alike. */
export interface InvoiceCheck {
  verification: Verification;
  problems: InvoiceProblem[];
  /** What the authority holds, when it knows the invoice. */
  record?: { total: string; buyerName: string; sellerName: string };
}

/** An invoice kept in a person's wallet (票夹) until a bill uses it. */
export interface WalletInvoice extends InvoiceInput {
  id: string;
  file?: Attachment;
  createTime: number;
  check: InvoiceCheck;
}
