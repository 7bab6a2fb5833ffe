import { findQrRegions } from './findQrRegions';
import type { GreyImage } from './GreyImage';

const [WIDTH, HEIGHT] = [400, 300];

/** Paper with a code-like jumble of 4 px cells at (260, 60) and lines of text bars lower left. */
function invoice(): GreyImage {
  const grey = new Float32Array(WIDTH * HEIGHT).fill(235);
  for (let y = 60; y < 140; y += 1) {
    for (let x = 260; x < 340; x += 1) {
      const cell = (y >> 2) * 100 + (x >> 2);
      if ((cell * 7919) % 13 < 6) grey[y * WIDTH + x] = 40;
    }
  }
  for (let line = 0; line < 4; line += 1) {
    for (let y = 180 + line * 24; y < 192 + line * 24; y += 1) {
      for (let x = 20; x < 200; x += 1) if (x % 16 < 12) grey[y * WIDTH + x] = 90;
    }
  }
  return { width: WIDTH, height: HEIGHT, grey };
}

describe('finding where a QR code probably is', () => {
  it('points first at the jumble of cells, not at the lines of text', () => {
    const [best] = findQrRegions(invoice(), 120);
    expect(best.size).toBe(120);
    expect(Math.abs(best.x + 60 - 300)).toBeLessThan(25);
    expect(Math.abs(best.y + 60 - 100)).toBeLessThan(25);
  });

  it('answers no more places than asked, apart from each other and inside the image', () => {
    const regions = findQrRegions(invoice(), 200, 3);
    expect(regions.length).toBeLessThanOrEqual(3);
    for (const region of regions) {
      expect(region.x).toBeGreaterThanOrEqual(0);
      expect(region.y).toBeGreaterThanOrEqual(0);
      expect(region.x + region.size).toBeLessThanOrEqual(WIDTH);
      expect(region.y + region.size).toBeLessThanOrEqual(HEIGHT);
    }
    const [first, second] = regions;
    expect(Math.hypot(first.x - second.x, first.y - second.y)).toBeGreaterThanOrEqual(100);
  });

  it('finds nothing on an even grey', () => {
    const even = { width: WIDTH, height: HEIGHT, grey: new Float32Array(WIDTH * HEIGHT).fill(200) };
    expect(findQrRegions(even, 100)).toEqual([]);
  });
});
