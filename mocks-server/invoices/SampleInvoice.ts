/** What the tax authority says of an invoice it knows (验真). */
export type AuthorityStatus = 'valid' | 'voided' | 'red-flushed';

/** The file a sample comes as: a photo, an e-invoice PDF, or an OFD with or without its XML. */
export type SampleForm = 'photo' | 'pdf' | 'ofd' | 'ofd-qr-only';

/** An invoice as printed: the QR fields plus what the paper shows beside them. */
export interface PrintedInvoice {
  typeCode: string;
  /** The enumeration code (docs/invoices.md), as the app maps `typeCode`. */
  invoiceType: string;
  invoiceCode: string;
  invoiceNumber: string;
  /** Before tax, two places. */
  amount: string;
  tax: string;
  /** With tax (价税合计), two places. */
  total: string;
  /** `YYYY-MM-DD`. */
  issueDate: string;
  checkCode: string;
  buyerName: string;
  sellerName: string;
}

/** One of the lab's sample invoices of a tenant, and how the lab's tax authority answers it. */
export interface SampleInvoice {
  /** `<corporationId>-<slug>`: stable for a seed. */
  id: string;
  corporationId: string;
  slug: string;
  form: SampleForm;
  /** What the sample is for, in words for the lab console and tests. */
  purpose: string;
  printed: PrintedInvoice;
  /** null: the authority has no record (验真: not found). */
  authority: AuthorityRecord | null;
}

/** The authority's own record: what it holds may differ from what the paper says. */
export interface AuthorityRecord {
  status: AuthorityStatus;
  amount: string;
  issueDate: string;
  total: string;
  buyerName: string;
  sellerName: string;
}
