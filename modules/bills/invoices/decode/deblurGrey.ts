import { fourier } from './fourier';
import type { GreyImage } from './GreyImage';

/** How a photo was blurred, as far as the reader guesses it, and how far to trust the guess. */
export interface Blur {
  /** Radius of the box mean applied twice each way (a triangle 4·radius + 1 pixels wide). */
  radius: number;
  /** Noise against signal: higher keeps the sensor's grain down, lower restores finer detail. */
  noise: number;
}

/** The blur's gain at each of `n` frequencies: a box's (sin sx / s sin x), twice over. */
function triangleGain(n: number, radius: number): Float64Array {
  const span = 2 * radius + 1;
  const gain = new Float64Array(n);
  for (let k = 0; k < n; k += 1) {
    const x = (Math.PI * k) / n;
    const box = k === 0 ? 1 : Math.sin(span * x) / (span * Math.sin(x));
    gain[k] = box * box;
  }
  return gain;
}

/** Index `i` reflected back into 0…length-1 (the image mirrored at its edges). */
function mirror(i: number, length: number): number {
  const period = 2 * length;
  const j = ((i % period) + period) % period;
  return j < length ? j : period - 1 - j;
}

/** Transforms every row, then every column, of an n × n square in place. */
function fourier2d(re: Float64Array, im: Float64Array, n: number, inverse: boolean): void {
  const lineRe = new Float64Array(n);
  const lineIm = new Float64Array(n);
  for (const [along, across] of [
    [1, n],
    [n, 1],
  ]) {
    for (let line = 0; line < n; line += 1) {
      for (let i = 0, at = line * across; i < n; i += 1, at += along) {
        lineRe[i] = re[at];
        lineIm[i] = im[at];
      }
      fourier(lineRe, lineIm, inverse);
      for (let i = 0, at = line * across; i < n; i += 1, at += along) {
        re[at] = lineRe[i];
        im[at] = lineIm[i];
      }
    }
  }
}

/** The image mirrored at its edges onto an n × n square, `margin` in from its top left. */
function mirrored(image: GreyImage, n: number, margin: number, into: Float64Array): void {
  const { width, height, grey } = image;
  for (let row = 0; row < n; row += 1) {
    const from = mirror(row - margin, height) * width;
    for (let col = 0; col < n; col += 1)
      into[row * n + col] = grey[from + mirror(col - margin, width)];
  }
}

/** The image's own part of the n × n square again. */
function unmirrored(square: Float64Array, n: number, margin: number, like: GreyImage): GreyImage {
  const { width, height } = like;
  const grey = new Float32Array(width * height);
  for (let row = 0; row < height; row += 1) {
    for (let col = 0; col < width; col += 1) {
      grey[row * width + col] = square[(row + margin) * n + col + margin];
    }
  }
  return { width, height, grey };
}

/**
 * Images of one size with a known blur undone as far as the noise allows (a Wiener filter): edges
 * come back where an unsharp mask only steepens what is left of them. Costs two Fourier
 * transforms of a square the next power of two above the size (mirrored at the edges): for crops,
 * not a photo. Two images cost what one does: the second rides in the imaginary part, which a
 * filter that is real and even on both axes keeps apart from the first.
 */
export function deblurGrey(images: readonly GreyImage[], blur: Blur): GreyImage[] {
  const [first, second] = images;
  if (!first) return [];
  if (
    images.length > 2 ||
    (second && (second.width !== first.width || second.height !== first.height))
  ) {
    return images.flatMap((image) => deblurGrey([image], blur));
  }
  const margin = 4 * blur.radius;
  let n = 1;
  while (n < Math.max(first.width, first.height) + 2 * margin) n *= 2;
  const re = new Float64Array(n * n);
  const im = new Float64Array(n * n);
  mirrored(first, n, margin, re);
  if (second) mirrored(second, n, margin, im);
  fourier2d(re, im, n, false);
  const gain = triangleGain(n, blur.radius);
  // Scaled so that an even grey keeps its level.
  const level = 1 + blur.noise;
  for (let v = 0; v < n; v += 1) {
    for (let u = 0; u < n; u += 1) {
      const g = gain[u] * gain[v];
      const filter = (level * g) / (g * g + blur.noise);
      re[v * n + u] *= filter;
      im[v * n + u] *= filter;
    }
  }
  fourier2d(re, im, n, true);
  const out = [unmirrored(re, n, margin, first)];
  if (second) out.push(unmirrored(im, n, margin, first));
  return out;
}
