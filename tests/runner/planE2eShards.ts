/** Seconds each e2e file took in a measured run, by file name (tests/runner/e2eWeights.json). */
export type E2eWeights = Readonly<Record<string, number>>;

function median(values: number[]): number {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
}

/**
 * Splits the e2e files into `shards` lists of about equal measured time: longest first, each to
 * the shard with the least so far. A file the weights do not know yet counts as a median one.
 * Playwright's own `--shard` splits by count, which left one shard 3 minutes behind the other.
 */
export function planE2eShards(
  files: readonly string[],
  weights: E2eWeights,
  shards: number,
): string[][] {
  const typical = median(Object.values(weights));
  const timed = files.map((file) => ({ file, seconds: weights[file] ?? typical }));
  timed.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const plan = Array.from({ length: shards }, () => ({ files: [] as string[], seconds: 0 }));
  for (const { file, seconds } of timed) {
    const lightest = plan.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return plan.map((shard) => shard.files.sort()).filter((list) => list.length > 0);
}
