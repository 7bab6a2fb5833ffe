import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prepareZXingModule } from 'zxing-wasm/reader';
import type { DecoderEnv } from '@modules/bills/invoices/decode/decodeInvoiceFile';
import { QR_TRIES, readQrTexts } from '@modules/bills/invoices/decode/qrReader';

let ready = false;

/** The decoder's reader in Node, fed encoded images (no canvas here: the browser's tries scale). */
export function nodeDecoderEnv(): DecoderEnv {
  if (!ready) {
    const file = path.join(
      __dirname,
      '../../../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm',
    );
    const bytes = readFileSync(file);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    prepareZXingModule({ overrides: { wasmBinary: wasmBinary as ArrayBuffer } });
    ready = true;
  }
  return {
    async imageTexts(bytes) {
      for (const { options } of QR_TRIES) {
        const texts = await readQrTexts(bytes, { ...options, tryDownscale: true });
        if (texts.length > 0) return texts;
      }
      return [];
    },
    pdfTexts: async () => null,
  };
}
