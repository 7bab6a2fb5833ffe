import { greyOf, pixelsOf } from './GreyImage';

/** Running box mean of radius `r` along rows (`step` 1) or columns (`step` = width). */
function boxPass(
  from: Float32Array,
  to: Float32Array,
  lines: number,
  length: number,
  r: number,
  rows: boolean,
  width: number,
) {
  const step = rows ? 1 : width;
  const span = 2 * r + 1;
  const last = length - 1;
  for (let line = 0; line < lines; line += 1) {
    const start = rows ? line * width : line;
    let sum = 0;
    for (let i = -r; i <= r; i += 1) sum += from[start + Math.min(last, Math.max(0, i)) * step];
    for (let i = 0; i < length; i += 1) {
      to[start + i * step] = sum / span;
      sum +=
        from[start + Math.min(last, i + r + 1) * step] - from[start + Math.max(0, i - r) * step];
    }
  }
}

/**
 * The image in grey with its edges steepened (unsharp mask: each pixel pushed away from its
 * neighbourhood's mean, `passes` box means of `radius`, by `amount`): a soft photo's modules, smeared into their neighbours, stand
 * apart again for the reader's binarizer. Costs a few passes over the pixels: for hard photos only.
 */
export function sharpenPixels(
  image: ImageData,
  radius: number,
  amount: number,
  passes = 1,
): ImageData {
  const { width, height, grey } = greyOf(image);
  const count = width * height;
  const across = new Float32Array(count);
  const mean = new Float32Array(count);
  boxPass(grey, across, height, width, radius, true, width);
  boxPass(across, mean, width, height, radius, false, width);
  // Repeated box means approach a bell-shaped one: closer to a camera's defocus.
  for (let pass = 1; pass < passes; pass += 1) {
    boxPass(mean, across, height, width, radius, true, width);
    boxPass(across, mean, width, height, radius, false, width);
  }
  const sharp = new Float32Array(count);
  for (let i = 0; i < count; i += 1) sharp[i] = grey[i] + amount * (grey[i] - mean[i]);
  return pixelsOf({ width, height, grey: sharp });
}
