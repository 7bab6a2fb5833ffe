import { parseInvoiceQr } from '../parseInvoiceQr';
import { QR_TRIES, readQrTexts, type QrTry } from './qrReader';
import { deblurGrey } from './deblurGrey';
import { findQrRegions } from './findQrRegions';
import { cropGrey, greyOf, pixelsOf } from './GreyImage';
import { sharpenPixels } from './sharpenPixels';

/** Something drawable with a size: an ImageBitmap, or the canvas a PDF page was drawn on. */
export type Drawable = ImageBitmap | OffscreenCanvas;

/** The image with its longest side at `side`, as pixels for the reader. */
function pixelsAt(source: Drawable, side: number): ImageData {
  const scale = side / Math.max(source.width, source.height);
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d context');
  context.imageSmoothingQuality = 'medium';
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

function sideOf(source: Drawable, look: QrTry): number {
  const longest = Math.max(source.width, source.height);
  return look.enlarge ? look.maxSide : Math.min(look.maxSide, longest);
}

/** What one look hands the reader: the pixels, sharpened, or each likely code's place deblurred. */
function* imagesOf(pixels: ImageData, look: QrTry): Generator<ImageData> {
  if (look.deblur) {
    const grey = greyOf(pixels);
    // A quarter of the photo across: room for a code of up to about a fifth of it, turned.
    const size = Math.round(Math.max(grey.width, grey.height) / 4);
    const crops = findQrRegions(grey, size).map(({ x, y }) => cropGrey(grey, x, y, size, size));
    for (const crop of deblurGrey(crops, look.deblur)) yield pixelsOf(crop);
  } else if (look.sharpen) {
    const { radius, amount, passes } = look.sharpen;
    yield sharpenPixels(pixels, radius, amount, passes);
  } else {
    yield pixels;
  }
}

const holdsInvoice = (texts: readonly string[]) => texts.some((text) => parseInvoiceQr(text).ok);

/**
 * The QR texts of an image, trying cheap looks first (../README.md "Reading"): the first look
 * that finds an invoice's code wins; codes that are no invoice (a shop's payment code) let the
 * next look try and are answered only when no look finds an invoice. A size the image does not
 * reach is tried once.
 */
export async function scanBitmap(source: Drawable, tries = QR_TRIES): Promise<string[]> {
  const tried = new Set<string>();
  let others: string[] = [];
  for (const look of tries) {
    const side = sideOf(source, look);
    const key = `${side}:${JSON.stringify([look.options, look.sharpen, look.deblur])}`;
    if (tried.has(key)) continue;
    tried.add(key);
    for (const image of imagesOf(pixelsAt(source, side), look)) {
      const texts = await readQrTexts(image, look.options);
      if (holdsInvoice(texts)) return texts;
      if (others.length === 0) others = texts;
    }
  }
  return others;
}
