import path from 'node:path';

// A V8 stack frame ("    at handle (/path/file.js:10:5)"), a source position, installed packages.
const STACK_FRAME = /^\s*at .+[(\s/\\].*:\d+:\d+\)?$/m;
const INTERNAL_PATH = /node_modules|\.[cm]?[jt]sx?:\d+|<pre>\w*Error:/;
const REPO_ROOT = path.resolve(__dirname, '../..');

/** True when an answer shows a stranger how the lab is built: a stack trace or a source path. */
export function leaksInternals(text: string): boolean {
  return STACK_FRAME.test(text) || INTERNAL_PATH.test(text) || text.includes(REPO_ROOT);
}
