import { build, type BuildOptions } from 'esbuild';

/**
 * React in its production build: the development build's checks would be timed as if the app
 * paid for them.
 */
const BENCH_SCRIPT: BuildOptions = {
  bundle: true,
  write: false,
  minify: true,
  format: 'iife',
  jsx: 'automatic',
  tsconfig: 'tsconfig.json',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
};

async function bundled(options: BuildOptions): Promise<string> {
  const result = await build({ ...BENCH_SCRIPT, ...options, write: false });
  return result.outputFiles[0].text;
}

/** One minified script of a bench page's TSX. */
export function bundleBenchPage(contents: string): Promise<string> {
  return bundled({
    stdin: { contents, loader: 'tsx', resolveDir: process.cwd(), sourcefile: 'page.tsx' },
  });
}

/**
 * One minified script of a file of the app, built as bundleBenchPage builds a page: a worker's
 * entry, which exports nothing and so would be dropped if a page only imported it.
 */
export function bundleBenchEntry(entry: string): Promise<string> {
  return bundled({ entryPoints: [entry] });
}
