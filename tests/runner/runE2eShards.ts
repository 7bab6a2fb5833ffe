import { readdirSync } from 'node:fs';
import { freePort } from './freePort';
import { planE2eShards } from './planE2eShards';
import { readE2eWeights } from './readE2eWeights';
import { readPlaywrightCounts, type Counts } from './readCounts';
import { runStep } from './runStep';

export interface ShardsResult {
  counts: Counts;
  timedOut: boolean;
  /** Seconds the slowest shard took. */
  seconds: number;
}

const E2E_DIR = 'tests/e2e';

/**
 * Runs the e2e suite as `shards` Playwright processes at once, each given files of about equal
 * measured time (planE2eShards, e2eWeights.json), each against its own lab on its own
 * port: the lab keeps presets and scenarios in memory, so tests of one shard never see another
 * shard's state, and a test file keeps running in order inside its shard. Most of an e2e test is
 * waiting on the browser and the lab, so two shards on two cores finish well before one.
 */
export async function runE2eShards(
  shards: number,
  timeoutMs: number,
  pinnedPort?: string,
): Promise<ShardsResult> {
  const files = readdirSync(E2E_DIR).filter((name) => name.endsWith('.e2e.ts'));
  // One shard runs every file: no list, so Playwright's own discovery decides.
  const plan = shards === 1 ? [[]] : planE2eShards(files, readE2eWeights(), shards);
  const runs = await Promise.all(
    plan.map(async (shardFiles, index) => {
      const shard = index + 1;
      const port = plan.length === 1 && pinnedPort ? pinnedPort : String(await freePort());
      const json = `reports/e2e-${shard}.json`;
      const args = ['node_modules/.bin/playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'];
      args.push(...shardFiles.map((file) => `${E2E_DIR}/${file}`));
      const result = await runStep(process.execPath, args, timeoutMs, {
        E2E_PORT: port,
        E2E_JSON: json,
        E2E_OUTPUT: `test-results/e2e-${shard}`,
        // run-all clears the shared reports once, before the shards start.
        E2E_KEEP_REPORTS: '1',
      });
      const counts = readPlaywrightCounts(json) ?? { passed: 0, failed: 1 };
      if (!result.ok && counts.failed === 0) counts.failed = 1;
      return { counts, timedOut: result.timedOut, seconds: result.seconds };
    }),
  );
  return {
    counts: {
      passed: runs.reduce((sum, run) => sum + run.counts.passed, 0),
      failed: runs.reduce((sum, run) => sum + run.counts.failed, 0),
    },
    timedOut: runs.some((run) => run.timedOut),
    seconds: Math.max(0, ...runs.map((run) => run.seconds)),
  };
}
