import { fourier } from './fourier';

describe('the Fourier transform the deblurring runs on', () => {
  it('gives back the input after a transform and its inverse', () => {
    const values = [3, -1, 4, 1, -5, 9, 2, 6];
    const re = Float64Array.from(values);
    const im = new Float64Array(values.length);
    fourier(re, im);
    fourier(re, im, true);
    re.forEach((value, index) => expect(value).toBeCloseTo(values[index], 10));
    im.forEach((value) => expect(value).toBeCloseTo(0, 10));
  });

  it('spreads a single spike evenly over every frequency', () => {
    const re = Float64Array.from([1, 0, 0, 0]);
    const im = new Float64Array(4);
    fourier(re, im);
    expect(Array.from(re)).toEqual([1, 1, 1, 1]);
    expect(Array.from(im)).toEqual([0, 0, 0, 0]);
  });

  it('finds a wave of two periods at frequency two', () => {
    const n = 16;
    const re = Float64Array.from({ length: n }, (_, i) => Math.cos((2 * Math.PI * 2 * i) / n));
    const im = new Float64Array(n);
    fourier(re, im);
    expect(re[2]).toBeCloseTo(n / 2, 10);
    expect(re[n - 2]).toBeCloseTo(n / 2, 10);
    expect(Math.abs(re[1]) + Math.abs(re[3])).toBeCloseTo(0, 10);
  });
});
