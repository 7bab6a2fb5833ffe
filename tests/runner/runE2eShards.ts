import { freePort } from './freePort';
import { readPlaywrightCounts, type Counts } from './readCounts';
import { runStep } from './runStep';

export interface ShardsResult {
  counts: Counts;
  timedOut: boolean;
}

/**
 * Runs the e2e suite as `shards` Playwright processes at once, each against its own lab on its own
 * port: the lab keeps presets and scenarios in memory, so tests of one shard never see another
 * shard's state, and a test file keeps running in order inside its shard. Most of an e2e test is
 * waiting on the browser and the lab, so two shards on two cores finish well before one.
 */
export async function runE2eShards(
  shards: number,
  timeoutMs: number,
  pinnedPort?: string,
): Promise<ShardsResult> {
  const runs = await Promise.all(
    Array.from({ length: shards }, async (_, index) => {
      const shard = index + 1;
      const port = shards === 1 && pinnedPort ? pinnedPort : String(await freePort());
      const json = `reports/e2e-${shard}.json`;
      const args = ['node_modules/.bin/playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'];
      if (shards > 1) args.push(`--shard=${shard}/${shards}`);
      const result = await runStep(process.execPath, args, timeoutMs, {
        E2E_PORT: port,
        E2E_JSON: json,
        E2E_OUTPUT: `test-results/e2e-${shard}`,
        // run-all clears the shared reports once, before the shards start.
        E2E_KEEP_REPORTS: '1',
      });
      const counts = readPlaywrightCounts(json) ?? { passed: 0, failed: 1 };
      if (!result.ok && counts.failed === 0) counts.failed = 1;
      return { counts, timedOut: result.timedOut };
    }),
  );
  return {
    counts: {
      passed: runs.reduce((sum, run) => sum + run.counts.passed, 0),
      failed: runs.reduce((sum, run) => sum + run.counts.failed, 0),
    },
    timedOut: runs.some((run) => run.timedOut),
  };
}
