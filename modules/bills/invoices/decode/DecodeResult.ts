import type { QrInvoice, QrProblem } from '../QrInvoice';

/** Why a file gave no invoice, per file; texts in ../invoiceMessages.ts. */
export type DecodeFailure =
  | { code: 'too-large'; bytes: number }
  | { code: 'unsupported-type' }
  | { code: 'unreadable-image' }
  | { code: 'unreadable-pdf' }
  | { code: 'unreadable-ofd' }
  | { code: 'no-qr' }
  | { code: 'many-invoices'; count: number }
  | { code: 'not-invoice'; problem: QrProblem }
  | { code: 'decoder-failed' };

/** Where the fields came from: the QR code, or an OFD file's own invoice XML. */
export type InvoiceSource = 'qr' | 'ofd-xml';

/** What an OFD file's XML adds beyond the QR fields, when it has them. */
export interface InvoiceExtras {
  /** Total with tax (价税合计) as a two-place decimal. */
  total?: string;
  buyerName?: string;
  sellerName?: string;
}

export type DecodeResult =
  | { ok: true; invoice: QrInvoice; source: InvoiceSource; extras: InvoiceExtras }
  | { ok: false; failure: DecodeFailure };
