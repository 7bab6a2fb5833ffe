import { QR_TRIES, readQrTexts } from './qrReader';

/** Something drawable with a size: an ImageBitmap, or the canvas a PDF page was drawn on. */
export type Drawable = ImageBitmap | OffscreenCanvas;

/** The image at `maxSide` at most, as pixels for the reader. */
function pixelsAt(source: Drawable, maxSide: number): ImageData {
  const scale = Math.min(1, maxSide / Math.max(source.width, source.height));
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d context');
  context.imageSmoothingQuality = 'medium';
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * The QR texts of an image, trying cheap looks first (../README.md "Reading"): the first look
 * that finds any code wins; a size the image does not reach is tried once.
 */
export async function scanBitmap(source: Drawable): Promise<string[]> {
  const longest = Math.max(source.width, source.height);
  const tried = new Set<string>();
  for (const { maxSide, options } of QR_TRIES) {
    const side = Math.min(maxSide, longest);
    const key = `${side}:${JSON.stringify(options)}`;
    if (tried.has(key)) continue;
    tried.add(key);
    const texts = await readQrTexts(pixelsAt(source, side), options);
    if (texts.length > 0) return texts;
  }
  return [];
}
