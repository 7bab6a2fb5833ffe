import { MAX_INVOICE_FILE_BYTES } from '../invoiceLimits';
import type { DecodeResult } from './DecodeResult';
import { pickInvoice } from './pickInvoice';
import { readOfd } from './readOfd';
import { kindOfBytes } from './sniffFile';

/** What reads pixels: the worker's (bitmaps, pdf.js, WebAssembly), or a test's. */
export interface DecoderEnv {
  /** QR texts of an encoded image; null when it cannot be opened. */
  imageTexts(bytes: Uint8Array): Promise<string[] | null>;
  /** QR texts of a PDF's first page; null when the PDF cannot be opened. */
  pdfTexts(bytes: Uint8Array): Promise<string[] | null>;
}

/** One file (photo, PDF or OFD) → its invoice, or why not; never throws. */
export async function decodeInvoiceFile(file: Blob, env: DecoderEnv): Promise<DecodeResult> {
  if (file.size > MAX_INVOICE_FILE_BYTES) {
    return { ok: false, failure: { code: 'too-large', bytes: file.size } };
  }
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    switch (kindOfBytes(bytes)) {
      case 'image': {
        const texts = await env.imageTexts(bytes);
        return texts ? pickInvoice(texts) : { ok: false, failure: { code: 'unreadable-image' } };
      }
      case 'pdf': {
        const texts = await env.pdfTexts(bytes);
        return texts ? pickInvoice(texts) : { ok: false, failure: { code: 'unreadable-pdf' } };
      }
      case 'zip':
        return await readOfd(bytes, async (image) => (await env.imageTexts(image)) ?? []);
      default:
        return { ok: false, failure: { code: 'unsupported-type' } };
    }
  } catch {
    return { ok: false, failure: { code: 'decoder-failed' } };
  }
}
