import type { AttachmentValue } from '../forms/fieldValues';
import type { InvoiceCheck } from '../invoiceChecks/InvoiceCheck';
import type { DecodeFailure, InvoiceExtras } from '../invoices/decode/DecodeResult';
import type { QrInvoice } from '../invoices/QrInvoice';

/** Why a chosen file or scan gave no line, beyond the decoder's own reasons. */
export type CaptureFailure =
  | { code: 'decode'; failure: DecodeFailure }
  /** Over the most one capture takes (9). */
  | { code: 'too-many' }
  /** Already on a line of this bill (1-based). */
  | { code: 'on-bill'; line: number }
  /** Already kept in the wallet. */
  | { code: 'in-wallet' }
  /** The same invoice as another file of this capture. */
  | { code: 'repeated'; name: string }
  /** The host's scanner gave up or was closed. */
  | { code: 'scan-failed' };

/** Where a captured invoice came from: a file, the host's scanner, or the wallet. */
export type CaptureOrigin =
  { kind: 'file'; file: File } | { kind: 'scan' } | { kind: 'wallet'; walletId: string };

/** One file (or scan, or wallet pick) of a capture and what became of it. */
export interface CaptureItem {
  id: number;
  /** The file's name, or what the person knows the scan or wallet entry by. */
  name: string;
  origin: CaptureOrigin;
  state: 'reading' | 'checking' | 'ready' | 'failed';
  failure?: CaptureFailure;
  invoice?: QrInvoice;
  extras?: InvoiceExtras;
  /** undefined until asked; null when the checks could not be made. */
  check?: InvoiceCheck | null;
  /** The stored file for the line; null when it could not be stored (the line has none). */
  file?: AttachmentValue | null;
  /** The fee type of the line it becomes: suggested, or chosen by the person. */
  feeTypeId: string;
  /** Becomes a line when the person confirms. */
  chosen: boolean;
}

/** The amount a line takes: the total with tax where the invoice or the authority states it. */
export function lineAmountOf(item: CaptureItem): string {
  return item.extras?.total ?? item.check?.record?.total ?? item.invoice?.amount ?? '';
}
