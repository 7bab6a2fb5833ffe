import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface ShellSize {
  initial: AssetSize[];
  initialGzipBytes: number;
  initialBytes: number;
}

/** Sizes of the scripts index.html loads before anything lazy: what every staff member downloads first. */
export function measureShellSize(distDir: string): ShellSize {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // Minified HTML may leave attribute values unquoted.
  const sources = [...html.matchAll(/<script[^>]*\bsrc=(?:"([^"]+)"|([^\s>]+))/g)].map(
    (match) => match[1] ?? match[2],
  );
  const initial = sources.map((src) => {
    const content = readFileSync(path.join(distDir, src.replace(/^\//, '')));
    return { file: src, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return {
    initial,
    initialBytes: initial.reduce((sum, asset) => sum + asset.bytes, 0),
    initialGzipBytes: initial.reduce((sum, asset) => sum + asset.gzipBytes, 0),
  };
}
