/** What the approver sees of a bill's lines and files, read by contracts/approval/evidence.ts. */
import type { Money } from '@shell/money';

/** A file an approver looks at: a photo of an invoice, a scan, a receipt. */
export interface EvidenceFile {
  id: string;
  name: string;
  url: string;
}

export interface EvidenceInvoice {
  id: string;
  invoiceType: string;
  invoiceCode: string;
  invoiceNumber: string;
  amount: Money | null;
  file: EvidenceFile | null;
}

/** One expense line as the approver sees it: what, when, why, how much, and its proof. */
export interface EvidenceLine {
  id: string;
  feeTypeName: string;
  amount: Money | null;
  /** ms epoch; 0 when not given. */
  feeDate: number;
  reason: string;
  invoices: EvidenceInvoice[];
  attachments: EvidenceFile[];
}
