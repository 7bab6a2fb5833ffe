import { build } from 'esbuild';

/**
 * One minified script of a bench page's TSX, with React in its production build: the
 * development build's checks would be timed as if the app paid for them.
 */
export async function bundleBenchPage(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, loader: 'tsx', resolveDir: process.cwd(), sourcefile: 'page.tsx' },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
