import { boxBlur } from './boxBlur';

/** A 9×1 strip: white, one black pixel in the middle. */
const strip = () => {
  const pixels = new Uint8ClampedArray(9 * 4).fill(255);
  pixels.set([0, 0, 0, 255], 4 * 4);
  return pixels;
};
const reds = (pixels: Uint8ClampedArray) => [...pixels].filter((_, index) => index % 4 === 0);

describe('the lab photo’s blur', () => {
  it('spreads a dark pixel over its neighbours and keeps the light around it', () => {
    const pixels = strip();
    boxBlur(pixels, 9, 1, 1);
    const red = reds(pixels);
    expect(red[4]).toBeGreaterThan(0);
    expect(red[4]).toBeLessThan(255);
    expect(red[0]).toBe(255);
  });

  it('rounds a fractional radius instead of blackening the photo (regression)', () => {
    const pixels = strip();
    boxBlur(pixels, 9, 1, 1.4);
    const expected = strip();
    boxBlur(expected, 9, 1, 1);
    expect(reds(pixels)).toEqual(reds(expected));
    expect(Math.min(...reds(pixels))).toBeGreaterThan(0);
  });
});
