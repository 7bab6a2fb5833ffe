import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureShellSize } from './measureShellSize';

const distDir = path.resolve('dist/app');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const GOALS = { criticalPathGzip: 150 * 1000, wholeShellGzip: 200 * 1000, moduleGzip: 50 * 1000 };
const verdict = (value: number, goal: number) =>
  (value <= goal ? 'meets' : 'OVER') + ` goal ${goal / 1000} KB`;

/** Writes reports/bench.json and a readable summary; later issues add their measurements here. */
function main(): void {
  if (
    !existsSync(path.join(distDir, 'modules/registry.json')) ||
    process.env.BENCH_REBUILD === '1'
  ) {
    const build = spawnSync(
      process.execPath,
      ['node_modules/.bin/webpack', '--mode', 'production'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) process.exit(1);
  }
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
  mkdirSync('reports', { recursive: true });
  const report = { date: new Date().toISOString(), node: process.version, goals: GOALS, shell };
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.info('Written reports/bench.json');
}

main();
