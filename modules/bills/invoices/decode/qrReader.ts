import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import type { Blur } from './deblurGrey';

/** One way of looking at an image: at what size, and how hard. */
export interface QrTry {
  /** Longest side in pixels the image is scaled down to (up only when `enlarge`). */
  maxSide: number;
  options: ReaderOptions;
  /** Edges steepened before reading (./sharpenPixels.ts): radius in pixels, strength, passes. */
  sharpen?: { radius: number; amount: number; passes?: number };
  /** Scaled up to `maxSide` too: more pixels per module for the binarizer of a small, soft code. */
  enlarge?: boolean;
  /** Read where a code probably is (./findQrRegions.ts), cut out and deblurred (./deblurGrey.ts). */
  deblur?: Blur;
}

const BASE: ReaderOptions = { formats: ['QRCode'], maxNumberOfSymbols: 4, tryInvert: false };

/**
 * Cheapest first: most photos read at a small size (a module still a few pixels), the rest at a
 * phone-screen size; a blurred one often reads only once scaled down (the blur shrinks with it); a
 * small or distant code needs the larger size. Only photos none of those read pay for the last
 * looks: sharpened, more strongly sharpened for badly out-of-focus ones, then sharpened and
 * enlarged (soft codes seen at an angle), and last the likeliest places for a code, deblurred
 * (the strongest out-of-focus blur, which leaves too little edge for sharpening to steepen).
 */
export const QR_TRIES: readonly QrTry[] = [
  { maxSide: 1200, options: { ...BASE, tryHarder: false } },
  { maxSide: 1600, options: { ...BASE, tryHarder: false } },
  { maxSide: 900, options: { ...BASE, tryHarder: true } },
  { maxSide: 2600, options: { ...BASE, tryHarder: true, tryDenoise: true } },
  { maxSide: 600, options: { ...BASE, tryHarder: true, tryDenoise: true } },
  { maxSide: 1600, options: { ...BASE, tryHarder: true }, sharpen: { radius: 3, amount: 2 } },
  {
    maxSide: 1600,
    options: { ...BASE, tryHarder: true },
    sharpen: { radius: 2, amount: 8, passes: 2 },
  },
  {
    maxSide: 1600,
    options: { ...BASE, tryHarder: true },
    sharpen: { radius: 3, amount: 16, passes: 2 },
  },
  {
    maxSide: 2400,
    options: { ...BASE, tryHarder: true },
    sharpen: { radius: 4, amount: 2 },
    enlarge: true,
  },
  // About the lab's strongest blur at this size (a triangle 13 px wide): a code's cells of ~4 px.
  { maxSide: 1600, options: { ...BASE, tryHarder: true }, deblur: { radius: 3, noise: 0.003 } },
];

let prepared = false;

/** Points the reader at the WebAssembly file this build ships (never a CDN). */
export function prepareQrReader(wasmUrl: string): void {
  if (prepared) return;
  prepared = true;
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  });
}

/** Loads and compiles the reader now (a person opened the capture), not on the first file. */
export function warmQrReader(): Promise<unknown> {
  return prepareZXingModule({ fireImmediately: true });
}

/** The texts of the valid QR codes in an image (or encoded image bytes). */
export async function readQrTexts(
  image: ImageData | Uint8Array,
  options: ReaderOptions,
): Promise<string[]> {
  const results = await readBarcodes(image, options);
  return results.filter((result) => result.isValid && result.text).map((result) => result.text);
}
