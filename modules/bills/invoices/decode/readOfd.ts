import { unzipSync, type Unzipped } from 'fflate';
import { parseInvoiceQr } from '../parseInvoiceQr';
import type { DecodeResult } from './DecodeResult';
import { pickInvoice } from './pickInvoice';
import { readOfdXml } from './readOfdXml';

const MAX_ENTRY_BYTES = 8e6;
const MAX_ENTRIES = 400;
const IMAGE = /\.(png|jpe?g|bmp|gif|webp)$/i;

/** Reads the QR texts of an image's bytes (the worker's reader, or a test's). */
export type ImageTexts = (bytes: Uint8Array) => Promise<string[]>;

function unzip(bytes: Uint8Array): Unzipped | null {
  let entries = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        if (entries > MAX_ENTRIES) throw new Error('too many entries');
        const wanted = /\.xml$/i.test(file.name) || IMAGE.test(file.name);
        return wanted && file.originalSize <= MAX_ENTRY_BYTES;
      },
    });
  } catch {
    return null;
  }
}

/**
 * An OFD e-invoice (a zip): the invoice's fields from its XML where they are all there, else the
 * QR image inside. A zip without `OFD.xml` is not an OFD file.
 */
export async function readOfd(bytes: Uint8Array, imageTexts: ImageTexts): Promise<DecodeResult> {
  const files = unzip(bytes);
  if (!files) return { ok: false, failure: { code: 'unreadable-ofd' } };
  const names = Object.keys(files);
  if (!names.some((name) => /(^|\/)OFD\.xml$/i.test(name))) {
    return { ok: false, failure: { code: 'unsupported-type' } };
  }
  const decoder = new TextDecoder();
  for (const name of names.filter((each) => /\.xml$/i.test(each))) {
    const fromXml = readOfdXml(decoder.decode(files[name]));
    if (!fromXml) continue;
    const parsed = parseInvoiceQr(fromXml.qrText);
    if (!parsed.ok) return { ok: false, failure: { code: 'not-invoice', problem: parsed.problem } };
    return { ok: true, invoice: parsed.invoice, source: 'ofd-xml', extras: fromXml.extras };
  }
  const texts: string[] = [];
  for (const name of names.filter((each) => IMAGE.test(each))) {
    texts.push(...(await imageTexts(files[name])));
  }
  return pickInvoice(texts);
}
