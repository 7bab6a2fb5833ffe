import { percentile, summarize } from './percentiles';

describe('nearest-rank percentiles', () => {
  it('picks the median and the worst sample of fifty for p99', () => {
    const samples = Array.from({ length: 50 }, (_, index) => 50 - index);
    expect(percentile(samples, 50)).toBe(25);
    expect(percentile(samples, 99)).toBe(50);
    expect(summarize(samples)).toEqual({ n: 50, p50: 25, p95: 48, p99: 50 });
  });

  it('is not a number for no samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
