import type { DecoderEnv } from './decodeInvoiceFile';
import { renderPdfPage } from './renderPdfPage';
import { scanBitmap } from './scanBitmap';

/** The worker's eyes: bitmaps turned upright by their EXIF orientation, pdf.js pages. */
export const workerDecoderEnv: DecoderEnv = {
  async imageTexts(bytes) {
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(new Blob([bytes as BlobPart]), {
        imageOrientation: 'from-image',
      });
    } catch {
      return null;
    }
    try {
      return await scanBitmap(bitmap);
    } finally {
      bitmap.close();
    }
  },
  async pdfTexts(bytes) {
    let page: OffscreenCanvas;
    try {
      page = await renderPdfPage(bytes);
    } catch {
      return null;
    }
    return scanBitmap(page);
  },
};
