/** Grey levels (0–255, fractions allowed) of an image, row after row. */
export interface GreyImage {
  width: number;
  height: number;
  grey: Float32Array;
}

/** The grey of each pixel, weighted as the eye (and zxing) weighs red, green and blue. */
export function greyOf(image: ImageData): GreyImage {
  const { width, height, data } = image;
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i += 1) {
    grey[i] = (data[4 * i] * 77 + data[4 * i + 1] * 150 + data[4 * i + 2] * 29) / 256;
  }
  return { width, height, grey };
}

/** Opaque grey pixels for the reader, kept within 0 to 255. */
export function pixelsOf({ width, height, grey }: GreyImage): ImageData {
  const out = new ImageData(width, height);
  for (let i = 0; i < grey.length; i += 1) {
    const value = grey[i] < 0 ? 0 : grey[i] > 255 ? 255 : grey[i];
    out.data[4 * i] = value;
    out.data[4 * i + 1] = value;
    out.data[4 * i + 2] = value;
    out.data[4 * i + 3] = 255;
  }
  return out;
}

/** The part of an image inside a rectangle (clamped to the image). */
export function cropGrey(image: GreyImage, x: number, y: number, w: number, h: number): GreyImage {
  const left = Math.max(0, Math.min(image.width - 1, Math.round(x)));
  const top = Math.max(0, Math.min(image.height - 1, Math.round(y)));
  const width = Math.min(image.width - left, Math.round(w));
  const height = Math.min(image.height - top, Math.round(h));
  const grey = new Float32Array(width * height);
  for (let row = 0; row < height; row += 1) {
    const from = (top + row) * image.width + left;
    grey.set(image.grey.subarray(from, from + width), row * width);
  }
  return { width, height, grey };
}
