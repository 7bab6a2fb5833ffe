// Hot loops touch no globals: under jest's sandbox every global lookup is slow.
const { min, max } = Math;

/** One box-blur pass of `radius` along rows (step 4) or columns (step 4·width) of RGBA pixels. */
function pass(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  radius: number,
  alongRows: boolean,
) {
  const lines = alongRows ? height : width;
  const length = alongRows ? width : height;
  const step = alongRows ? 4 : width * 4;
  const line = new Float64Array(length);
  const span = radius * 2 + 1;
  for (let l = 0; l < lines; l += 1) {
    const start = alongRows ? l * width * 4 : l * 4;
    for (let channel = 0; channel < 3; channel += 1) {
      for (let i = 0; i < length; i += 1) line[i] = pixels[start + i * step + channel];
      let sum = 0;
      for (let i = -radius; i <= radius; i += 1) sum += line[min(length - 1, max(0, i))];
      for (let i = 0; i < length; i += 1) {
        pixels[start + i * step + channel] = sum / span;
        sum += line[min(length - 1, i + radius + 1)] - line[max(0, i - radius)];
      }
    }
  }
}

/**
 * Two box passes each way: close enough to a camera's defocus for a decoder's sake. The radius
 * is whole pixels (a fractional one read between pixels and blackened the photo).
 */
export function boxBlur(pixels: Uint8ClampedArray, width: number, height: number, blur: number) {
  const radius = Math.round(blur);
  if (!(radius >= 1)) return;
  for (let round = 0; round < 2; round += 1) {
    pass(pixels, width, height, radius, true);
    pass(pixels, width, height, radius, false);
  }
}
