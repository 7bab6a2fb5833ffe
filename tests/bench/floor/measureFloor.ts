import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import webpackConfig from '../../../webpack.config';

export interface FloorSize {
  /** gzip -9 of every script the floor page loads before its first screen. */
  gzipBytes: number;
  files: { file: string; gzipBytes: number }[];
}

/** The shell's own build settings (swc rule, aliases, split chunks, mode), another entry. */
function floorConfig(outDir: string): Configuration {
  const [shell] = webpackConfig({}, { mode: 'production' });
  return {
    ...shell,
    name: 'floor',
    entry: { floor: path.join(__dirname, 'floorEntry.tsx') },
    output: { ...shell.output, path: outDir, clean: true },
    devtool: false,
    plugins: [],
  };
}

function run(config: Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) reject(error ?? new Error('webpack gave no stats'));
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(stats);
    });
  });
}

/**
 * Builds the floor page (floorEntry.tsx) with the shell's webpack/swc settings and the same
 * installed library versions, and weighs what its entry loads.
 */
export async function measureFloor(): Promise<FloorSize> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-floor-'));
  try {
    const stats = await run(floorConfig(outDir));
    const entry = stats.toJson({ all: false, entrypoints: true }).entrypoints?.floor;
    const files = (entry?.assets ?? [])
      .map((asset) => asset.name)
      .filter((name) => name.endsWith('.js'))
      .map((file) => ({
        file,
        gzipBytes: gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length,
      }));
    return { gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
