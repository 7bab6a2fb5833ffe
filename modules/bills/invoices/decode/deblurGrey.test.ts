import { deblurGrey } from './deblurGrey';
import type { GreyImage } from './GreyImage';

const SIZE = 64;

/** Black and white cells of 3 px in a repeatable jumble, like a QR code's modules. */
function cells(): GreyImage {
  const grey = new Float32Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const cell = Math.floor(y / 3) * 22 + Math.floor(x / 3);
      grey[y * SIZE + x] = (cell * 7919) % 13 < 6 ? 30 : 220;
    }
  }
  return { width: SIZE, height: SIZE, grey };
}

/** The lab's out-of-focus blur: a box mean of `radius`, twice across and twice down. */
function blurred(image: GreyImage, radius: number): GreyImage {
  let grey = image.grey;
  const at = (x: number, y: number) =>
    grey[Math.min(SIZE - 1, Math.max(0, y)) * SIZE + Math.min(SIZE - 1, Math.max(0, x))];
  for (const [dx, dy] of [
    [1, 0],
    [0, 1],
    [1, 0],
    [0, 1],
  ]) {
    const next = new Float32Array(grey.length);
    for (let y = 0; y < SIZE; y += 1) {
      for (let x = 0; x < SIZE; x += 1) {
        let sum = 0;
        for (let k = -radius; k <= radius; k += 1) sum += at(x + k * dx, y + k * dy);
        next[y * SIZE + x] = sum / (2 * radius + 1);
      }
    }
    grey = next;
  }
  return { width: SIZE, height: SIZE, grey };
}

/** Cells whose centre falls on the wrong side of mid-grey, away from the edges a mirror cannot know. */
function cellsReadWrong(image: GreyImage, sharp: GreyImage): number {
  let wrong = 0;
  for (let y = 13; y < SIZE - 13; y += 3) {
    for (let x = 13; x < SIZE - 13; x += 3) {
      const at = y * SIZE + x;
      if (image.grey[at] < 125 !== sharp.grey[at] < 125) wrong += 1;
    }
  }
  return wrong;
}

describe('deblurring where a code probably is', () => {
  it('makes cells that the blur it is told had smeared into their neighbours readable again', () => {
    const sharp = cells();
    const soft = blurred(sharp, 2);
    expect(cellsReadWrong(soft, sharp)).toBeGreaterThan(10);
    const [restored] = deblurGrey([soft], { radius: 2, noise: 0.003 });
    expect(cellsReadWrong(restored, sharp)).toBe(0);
  });

  it('deblurs two images at once as it would each alone', () => {
    const soft = blurred(cells(), 2);
    const even = { width: SIZE, height: SIZE, grey: new Float32Array(SIZE * SIZE).fill(90) };
    const blur = { radius: 2, noise: 0.003 };
    const [alone] = deblurGrey([soft], blur);
    const [first, second] = deblurGrey([soft, even], blur);
    first.grey.forEach((value, index) => expect(value).toBeCloseTo(alone.grey[index], 2));
    second.grey.forEach((value) => expect(value).toBeCloseTo(90, 2));
  });

  it('deblurs images of different sizes each on its own', () => {
    const blur = { radius: 1, noise: 0.01 };
    const small = { width: 8, height: 4, grey: new Float32Array(32).fill(10) };
    const large = { width: 20, height: 30, grey: new Float32Array(600).fill(200) };
    const sizes = deblurGrey([small, large], blur).map(({ width, height }) => [width, height]);
    expect(sizes).toEqual([
      [8, 4],
      [20, 30],
    ]);
  });

  it('leaves an even grey as it was, at the size it was', () => {
    const even = { width: 30, height: 20, grey: new Float32Array(600).fill(140) };
    const [result] = deblurGrey([even], { radius: 3, noise: 0.003 });
    expect([result.width, result.height]).toEqual([30, 20]);
    result.grey.forEach((value) => expect(value).toBeCloseTo(140, 3));
  });
});
