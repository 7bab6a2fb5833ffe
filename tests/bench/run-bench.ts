import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureShellSize } from './measureShellSize';

const distDir = path.resolve('dist/app');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Writes reports/bench.json and a readable summary; later issues add their measurements here. */
function main(): void {
  if (!existsSync(path.join(distDir, 'index.html')) || process.env.BENCH_REBUILD === '1') {
    const build = spawnSync(
      process.execPath,
      ['node_modules/.bin/webpack', '--mode', 'production'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) process.exit(1);
  }
  const shell = measureShellSize(distDir);
  console.info('Shell: initial JavaScript');
  for (const asset of shell.initial) {
    console.info(
      `  ${asset.file.padEnd(40)} ${kib(asset.bytes).padStart(10)}  gzip ${kib(asset.gzipBytes)}`,
    );
  }
  console.info(`  total ${kib(shell.initialBytes)}, gzip ${kib(shell.initialGzipBytes)}`);
  mkdirSync('reports', { recursive: true });
  const report = { date: new Date().toISOString(), node: process.version, shell };
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.info('Written reports/bench.json');
}

main();
