import { mkdirSync, rmSync } from 'node:fs';
import { readJestCounts, type Counts } from './runner/readCounts';
import { clearMatrix } from './e2e/hostMatrixReport';
import { clearRoutesSeen } from './e2e/routeJournal';
import { runE2eShards } from './runner/runE2eShards';
import { runStep } from './runner/runStep';

const MINUTE = 60_000;
const node = process.execPath;
const bin = (name: string) => `node_modules/.bin/${name}`;

/** Two e2e shards by default, one per core: three ran slower tests past their bounds on two cores. */
function readShards(): number {
  const shards = Number(process.env.E2E_SHARDS ?? 2);
  return Number.isInteger(shards) && shards > 0 ? shards : 2;
}

interface Row {
  step: string;
  counts: Counts;
  note: string;
  seconds?: number;
}

/**
 * Lint, typecheck, knip, jest, build, e2e, routes: each step's tests (or the step itself) add to one
 * final line. Sized for two cores: two static checks at once, two jest workers, two e2e shards.
 */
async function main(): Promise<void> {
  rmSync('reports', { recursive: true, force: true });
  mkdirSync('reports', { recursive: true });
  const rows: Row[] = [];
  const check = async (step: string, cmd: string, args: string[], minutes: number) => {
    const result = await runStep(cmd, args, minutes * MINUTE);
    rows.push({
      step,
      counts: { passed: result.ok ? 1 : 0, failed: result.ok ? 0 : 1 },
      note: result.timedOut ? 'timed out' : '',
      seconds: result.seconds,
    });
    return result.ok;
  };

  const browserOk = await check(
    'browser',
    node,
    ['--import', 'tsx', 'tests/e2e/ensure-browser.ts'],
    10,
  );
  // ESLint, the other static checks (one after another) and the production build each keep
  // about one core busy, so they run side by side; jest then takes both cores on its own.
  const [, , buildOk] = await Promise.all([
    check('lint', node, [bin('eslint'), '.', '--max-warnings', '0'], 6),
    (async () => {
      await check('format', node, [bin('prettier'), '--check', '.', '--log-level', 'warn'], 3);
      await check(
        'typecheck',
        node,
        ['node_modules/typescript7/bin/tsc', '--noEmit', '-p', 'tsconfig.json'],
        4,
      );
      // The unused-code gate (knip.jsonc says what each pass checks and why each exception stands).
      await check('knip', node, [bin('knip'), '--no-progress'], 4);
      await check(
        'knip prod',
        node,
        [bin('knip'), '--production', '--include', 'files', '--no-progress'],
        4,
      );
    })(),
    check('build', node, [bin('webpack'), '--mode', 'production'], 10),
  ]);

  // Quick mode only proves every bench still produces its figures (`npm run bench` measures), so
  // it runs beside jest: it is mostly a throttled browser waiting, which leaves the cores to jest.
  const bench =
    browserOk && buildOk
      ? check('bench', node, ['--import', 'tsx', 'tests/bench/run-bench.ts', '--quick'], 10)
      : Promise.resolve(false);
  const jest = await runStep(
    node,
    [
      bin('jest'),
      '--ci',
      '--maxWorkers=2',
      '--forceExit',
      '--json',
      '--outputFile=reports/jest.json',
    ],
    20 * MINUTE,
  );
  const jestCounts = readJestCounts('reports/jest.json') ?? { passed: 0, failed: 1 };
  if (!jest.ok && jestCounts.failed === 0) jestCounts.failed = 1;
  rows.push({
    step: 'jest',
    counts: jestCounts,
    note: jest.timedOut ? 'timed out' : '',
    seconds: jest.seconds,
  });

  await bench;
  if (browserOk && buildOk) {
    clearMatrix();
    clearRoutesSeen();
    // A bound on a stuck run, not a speed goal. E2E_SHARDS=1 runs one lab and one browser.
    const e2e = await runE2eShards(readShards(), 40 * MINUTE, process.env.E2E_PORT);
    rows.push({
      step: 'e2e',
      counts: e2e.counts,
      note: e2e.timedOut ? 'timed out' : '',
      seconds: e2e.seconds,
    });
    // Read from the run's journal: each mock route is called by the app or listed as lab-only.
    await check('routes', node, ['--import', 'tsx', 'tests/routes/checkRoutesCalled.ts'], 2);
    // Each answer the app's pages got, against the contract the app reads it with.
    await check('answers', node, ['--import', 'tsx', 'tests/routes/checkAnswerContracts.ts'], 2);
  } else {
    rows.push({
      step: 'e2e',
      counts: { passed: 0, failed: 1 },
      note: 'not run: no browser or no build',
    });
  }

  console.info('\nSummary');
  for (const row of rows) {
    const took = row.seconds === undefined ? '' : `(${row.seconds} s)`;
    console.info(
      `  ${row.step.padEnd(10)} ${row.counts.passed} passed, ${row.counts.failed} failed ${took} ${row.note}`,
    );
  }
  const passed = rows.reduce((sum, row) => sum + row.counts.passed, 0);
  const failed = rows.reduce((sum, row) => sum + row.counts.failed, 0);
  console.info(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
