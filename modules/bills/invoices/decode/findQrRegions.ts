import type { GreyImage } from './GreyImage';

/** A square of the image worth a closer look, in the image's pixels. */
export interface Region {
  x: number;
  y: number;
  size: number;
}

/** Per-pixel sums from the top-left corner: the sum over any rectangle in four lookups. */
function summedArea(values: Float32Array, width: number, height: number): Float64Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += values[y * width + x];
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row;
    }
  }
  return sums;
}

/** The image at half size (2 × 2 means): less noise, a quarter of the work. */
function halved({ width, height, grey }: GreyImage): GreyImage {
  const [w, h] = [width >> 1, height >> 1];
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const at = 2 * y * width + 2 * x;
      out[y * w + x] = (grey[at] + grey[at + 1] + grey[at + width] + grey[at + width + 1]) / 4;
    }
  }
  return { width: w, height: h, grey: out };
}

/**
 * Where a QR code probably is, best first (at most `count`, `size` pixels square, each apart from
 * the others): a code is where the grey changes often both across and down — printed text and
 * table lines change mostly one way, desk and paper hardly at all. zxing reports no position for a
 * code it cannot read, so a blurred one is looked for here, then deblurred and read on its own.
 */
export function findQrRegions(image: GreyImage, size: number, count = 2): Region[] {
  const small = halved(image);
  const { width, height, grey } = small;
  if (width < 2 || height < 2) return [];
  const across = new Float32Array(width * height);
  const down = new Float32Array(width * height);
  for (let y = 0; y < height - 1; y += 1) {
    for (let x = 0; x < width - 1; x += 1) {
      const at = y * width + x;
      across[at] = Math.abs(grey[at + 1] - grey[at]);
      down[at] = Math.abs(grey[at + width] - grey[at]);
    }
  }
  const [sumAcross, sumDown] = [summedArea(across, width, height), summedArea(down, width, height)];
  // A window about a third of the region across (in half-size pixels): smaller than most codes.
  const half = Math.max(1, Math.round(size / 16));
  const stride = Math.max(1, half >> 2);
  const mean = (sums: Float64Array, x: number, y: number) => {
    const [x0, y0] = [Math.max(0, x - half), Math.max(0, y - half)];
    const [x1, y1] = [Math.min(width, x + half), Math.min(height, y + half)];
    const w = width + 1;
    const total = sums[y1 * w + x1] - sums[y0 * w + x1] - sums[y1 * w + x0] + sums[y0 * w + x0];
    return total / ((x1 - x0) * (y1 - y0));
  };
  const peaks: { x: number; y: number; score: number }[] = [];
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      const score = Math.min(mean(sumAcross, x, y), mean(sumDown, x, y));
      if (score > 0) peaks.push({ x, y, score });
    }
  }
  peaks.sort((a, b) => b.score - a.score);
  const chosen: { x: number; y: number }[] = [];
  // Half a region apart, in half-size pixels.
  const apart = size / 4;
  for (const peak of peaks) {
    if (chosen.length >= count) break;
    if (chosen.every((other) => Math.hypot(other.x - peak.x, other.y - peak.y) >= apart))
      chosen.push(peak);
  }
  const inside = (at: number, length: number) =>
    Math.max(0, Math.min(length - size, at - size / 2));
  return chosen.map(({ x, y }) => ({
    x: inside(2 * x, image.width),
    y: inside(2 * y, image.height),
    size,
  }));
}
