import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface ShellSize {
  /** Scripts index.html loads before the first screen (not async ones, which run beside it). */
  initial: AssetSize[];
  initialGzipBytes: number;
  /** Every shell script, including chunks it loads after the first screen. */
  wholeShellGzipBytes: number;
  /** Each module's own bundle, from registry.json. */
  modules: AssetSize[];
  /** How many scripts contain each shared library (the goal is exactly one, in the shell). */
  sharedCopies: Record<string, number>;
}

/** Strings only each library's own code contains. */
export const SINGLETON_MARKERS: Record<string, string> = {
  react: 'react.transitional.element',
  'react-dom': '__reactContainer$',
  mobx: '[MobX]',
  'styled-components': 'data-styled',
  'react-router': 'may be used only in the context of a <Router> component',
};

function size(distDir: string, file: string): AssetSize & { text: string } {
  const content = readFileSync(path.join(distDir, file.replace(/^\//, '')));
  return {
    file,
    bytes: content.length,
    gzipBytes: gzipSync(content, { level: 9 }).length,
    text: content.toString('utf8'),
  };
}

const sum = (assets: AssetSize[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);
const strip = ({ file, bytes, gzipBytes }: AssetSize): AssetSize => ({ file, bytes, gzipBytes });

export function measureShellSize(distDir: string): ShellSize {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // Minified HTML may leave attribute values unquoted. An async script (start-calls) runs
  // beside the first screen, never before it: no deferred script waits for it.
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter(([, attributes]) => !/\basync\b/.test(attributes ?? ''))
    .map(([, attributes]) => /\bsrc=(?:"([^"]+)"|([^\s>]+))/.exec(attributes ?? ''))
    .flatMap((m) => (m ? [m[1] ?? m[2] ?? ''] : []));
  const initial = sources.map((src) => size(distDir, src));
  const shellFiles = readdirSync(path.join(distDir, 'js')).filter((name) => name.endsWith('.js'));
  const wholeShell = shellFiles.map((name) => size(distDir, `/js/${name}`));
  const registry = JSON.parse(
    readFileSync(path.join(distDir, 'modules/registry.json'), 'utf8'),
  ) as { bundleUrl: string }[];
  const modules = registry.map((entry) => size(distDir, entry.bundleUrl));
  const sharedCopies = Object.fromEntries(
    Object.entries(SINGLETON_MARKERS).map(([library, marker]) => [
      library,
      [...wholeShell, ...modules].filter((asset) => asset.text.includes(marker)).length,
    ]),
  );
  return {
    initial: initial.map(strip),
    initialGzipBytes: sum(initial),
    wholeShellGzipBytes: sum(wholeShell),
    modules: modules.map(strip),
    sharedCopies,
  };
}
