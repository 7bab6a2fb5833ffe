import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addReportWeights, WEIGHTS_FILE } from './readE2eWeights';

/**
 * After a full `npm test`: `node --import tsx tests/runner/writeE2eWeights.ts` keeps each e2e
 * file's measured seconds (from reports/e2e-*.json) for the next runs' shard plan. Commit it when
 * files were added or grew a lot; a stale file only makes the shards a little less even.
 */
function main(): void {
  const reports = path.resolve(__dirname, '../../reports');
  const weights: Record<string, number> = {};
  for (const name of readdirSync(reports).filter((file) => /^e2e-\d+\.json$/.test(file)))
    addReportWeights(path.join(reports, name), weights);
  const rounded = Object.fromEntries(
    Object.entries(weights)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, seconds]) => [file, Math.round(seconds)]),
  );
  writeFileSync(WEIGHTS_FILE, `${JSON.stringify(rounded, null, 2)}\n`);
  console.info(`${Object.keys(rounded).length} e2e files weighed into ${WEIGHTS_FILE}`);
}

main();
