import type { Money } from '@shell/money';
import { idOf, listOf, moneyOf, textOf, timeOf, wireOf } from '../models/readWire';

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

/** Same-site paths and http(s) only: a `javascript:` address never reaches an img or a link. */
function safeUrl(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

export function parseFile(raw: unknown): EvidenceFile | null {
  const file = wireOf(raw);
  const fileId = wireOf(file.fileId);
  const id = idOf(fileId, 'id');
  const url = safeUrl(textOf(fileId, 'url'));
  return id && url ? { id, name: textOf(file, 'fileName') || id, url } : null;
}

function parseInvoice(raw: unknown): EvidenceInvoice | null {
  const invoice = wireOf(raw);
  const id = idOf(invoice, 'id');
  if (!id) return null;
  return {
    id,
    invoiceType: textOf(invoice, 'invoiceType'),
    invoiceCode: textOf(invoice, 'invoiceCode'),
    invoiceNumber: textOf(invoice, 'invoiceNumber'),
    amount: moneyOf(invoice.amount),
    file: parseFile(invoice.file),
  };
}

/** The bill's lines from its answer's form (untrusted); lines without an id are left out. */
export function parseEvidenceLines(details: unknown): EvidenceLine[] {
  return (Array.isArray(details) ? details : []).flatMap((raw) => {
    const line = wireOf(raw);
    const id = idOf(line, 'id');
    if (!id) return [];
    const form = wireOf(line.feeTypeForm);
    const invoiceForm = wireOf(form.invoiceForm);
    return [
      {
        id,
        feeTypeName: textOf(line, 'feeTypeName'),
        amount: moneyOf(form.amount),
        feeDate: timeOf(form, 'feeDate'),
        reason: textOf(form, 'consumptionReasons'),
        invoices: listOf(invoiceForm, 'invoices').flatMap((entry) => parseInvoice(entry) ?? []),
        attachments: listOf(form, 'attachments').flatMap((entry) => parseFile(entry) ?? []),
      },
    ];
  });
}
