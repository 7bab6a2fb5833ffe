/** Nearest-rank percentiles: with 50 samples p99 is the worst one, which is what we want to see. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

export function summarize(samples: readonly number[]): Summary {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    n: samples.length,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    p99: round(percentile(samples, 99)),
  };
}
