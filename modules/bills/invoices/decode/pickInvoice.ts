import { parseInvoiceQr } from '../parseInvoiceQr';
import type { DecodeResult } from './DecodeResult';

/**
 * The one invoice among the codes found in a file: codes that are not invoice QR codes (a shop's
 * payment code beside the invoice) are ignored; two different invoices are refused rather than
 * guessed between; none at all says what was wrong with the first code.
 */
export function pickInvoice(texts: readonly string[]): DecodeResult {
  if (texts.length === 0) return { ok: false, failure: { code: 'no-qr' } };
  const parsed = [...new Set(texts)].map(parseInvoiceQr);
  const invoices = parsed.flatMap((each) => (each.ok ? [each.invoice] : []));
  if (invoices.length > 1) {
    return { ok: false, failure: { code: 'many-invoices', count: invoices.length } };
  }
  if (invoices.length === 1) return { ok: true, invoice: invoices[0], source: 'qr', extras: {} };
  const first = parsed[0];
  return first.ok
    ? { ok: false, failure: { code: 'no-qr' } }
    : { ok: false, failure: { code: 'not-invoice', problem: first.problem } };
}
