import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatBillTable } from './formatBillTable';
import { formatColdStart } from './formatColdStart';
import { measureBillTable } from './measureBillTable';
import { measureColdStart } from './measureColdStart';
import { measureFlagPropagation } from './measureFlagPropagation';
import { measureMockThroughput } from './measureMockThroughput';
import { measureShellSize } from './measureShellSize';

const distDir = path.resolve('dist/app');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const GOALS = { criticalPathGzip: 150 * 1000, wholeShellGzip: 200 * 1000, moduleGzip: 50 * 1000 };
const verdict = (value: number, goal: number) =>
  (value <= goal ? 'meets' : 'OVER') + ` goal ${goal / 1000} KB`;

function shellSection() {
  const shell = measureShellSize(distDir);
  console.info('Shell: JavaScript on the critical path to the first screen');
  for (const asset of shell.initial)
    console.info(`  ${asset.file.padEnd(36)} gzip ${kib(asset.gzipBytes)}`);
  console.info(
    `  critical path  gzip ${kib(shell.initialGzipBytes)}  (${verdict(shell.initialGzipBytes, GOALS.criticalPathGzip)})`,
  );
  console.info(
    `  whole shell    gzip ${kib(shell.wholeShellGzipBytes)}  (${verdict(shell.wholeShellGzipBytes, GOALS.wholeShellGzip)})`,
  );
  console.info('Modules: each bundle (own code only; shared libraries come from the shell)');
  for (const asset of shell.modules) {
    console.info(
      `  ${asset.file.padEnd(36)} gzip ${kib(asset.gzipBytes)}  (${verdict(asset.gzipBytes, GOALS.moduleGzip)})`,
    );
  }
  console.info('Shared libraries: scripts containing each (goal: exactly 1)');
  for (const [library, copies] of Object.entries(shell.sharedCopies))
    console.info(`  ${library.padEnd(20)} ${copies}`);
  return shell;
}

async function flagsSection() {
  const flags = await measureFlagPropagation();
  const ms = (summary: { p50: number; p95: number; p99: number }) =>
    `p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms`;
  console.info(`Flag propagation, admin change → DOM, ${flags.changes} changes over streaming`);
  console.info(`  ${ms(flags.propagation)}  (goal p50 ≤ 20 ms, p99 ≤ 100 ms)`);
  console.info(
    `  baseline: one admin HTTP round trip ${ms(flags.httpRoundTrip)}; p50 ratio ${flags.p50RatioToRoundTrip}×`,
  );
  return flags;
}

async function mockSection() {
  const mock = await measureMockThroughput();
  const rate = (t: {
    requestsPerSecond: number;
    p99LatencyMs: number;
    errors: number;
    serverCpuUsPerRequest: number;
  }) =>
    `${t.requestsPerSecond} req/s, p99 ${t.p99LatencyMs} ms, ${t.errors} errors, server ${t.serverCpuUsPerRequest} µs CPU/req`;
  console.info(
    `Mock backend throughput, GET ${mock.path}: median of 3 alternating runs, 10 connections × 10 s after 2 s warm-up (autocannon)`,
  );
  console.info(`  journal on   ${rate(mock.journalOn)}  (goal ≥ 3000 req/s, p99 ≤ 20 ms)`);
  console.info(`  journal off  ${rate(mock.journalOff)}  (baseline)`);
  return mock;
}

async function coldStartSection() {
  const coldStart = await measureColdStart({ distDir });
  for (const line of formatColdStart(coldStart)) console.info(line);
  return coldStart;
}

async function billTableSection() {
  const table = await measureBillTable();
  for (const line of formatBillTable(table)) console.info(line);
  return table;
}

const SECTIONS = ['shell', 'flags', 'mock', 'coldStart', 'billTable'] as const;
/** Sections that need no production build of the app. */
const WITHOUT_BUILD: ReadonlySet<string> = new Set(['billTable']);

/** BENCH_ONLY=coldStart (comma-separated section names) runs just those, for iterating. */
function chosenSections(only = process.env.BENCH_ONLY ?? ''): Set<string> {
  const names = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_ONLY names no section: ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`,
    );
  }
  return new Set(names.length > 0 ? names : SECTIONS);
}

/** Writes reports/bench.json and a readable summary; later issues add their measurements here. */
async function main(): Promise<void> {
  const chosen = chosenSections();
  const needsBuild = [...chosen].some((name) => !WITHOUT_BUILD.has(name));
  if (
    needsBuild &&
    (!existsSync(path.join(distDir, 'modules/registry.json')) || process.env.BENCH_REBUILD === '1')
  ) {
    const build = spawnSync(
      process.execPath,
      ['node_modules/.bin/webpack', '--mode', 'production'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) process.exit(1);
  }
  const shell = chosen.has('shell') ? shellSection() : undefined;
  const flags = chosen.has('flags') ? await flagsSection() : undefined;
  const mock = chosen.has('mock') ? await mockSection() : undefined;
  const coldStart = chosen.has('coldStart') ? await coldStartSection() : undefined;
  const billTable = chosen.has('billTable') ? await billTableSection() : undefined;
  mkdirSync('reports', { recursive: true });
  const report = {
    mock,
    date: new Date().toISOString(),
    node: process.version,
    goals: GOALS,
    shell,
    flags,
    coldStart,
    billTable,
  };
  // A partial run must not overwrite the full report.
  const file =
    chosen.size === SECTIONS.length ? 'reports/bench.json' : 'reports/bench-partial.json';
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.info(`Written ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
