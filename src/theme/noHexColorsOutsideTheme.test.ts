import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// The guard behind "the theme is the only place colours live": a hex colour in shipped code
// would skip dark mode and the brand colour. Tests are not shipped and may need literal inputs.
// The lab and mock server are excluded on purpose: they may not import app runtime code
// (ARCHITECTURE docs/i18n-theme-money.md), so their console page has to style itself.
const ROOT = join(__dirname, '..', '..');
const SCANNED = ['src', 'modules', 'flags'];
const THEME = join('src', 'theme') + sep;
const EXTENSIONS = /\.(tsx?|jsx?|mjs|css|html)$/;
const TESTS = /\.test\.[jt]sx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);
// '#' plus 3, 4, 6 or 8 hex digits as a whole word; '&#123;' entities are not colours.
const HEX = /(?<![&\w])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;
// Comments are skipped so "see issue #123" does not count; a '//' inside a URL string is kept.
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm;

function* filesUnder(dir: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) yield* filesUnder(path);
    else if (entry.isFile() && EXTENSIONS.test(entry.name) && !TESTS.test(entry.name)) yield path;
  }
}

describe('colours in the repository', () => {
  it('appear as hex only under src/theme', () => {
    const offenders: string[] = [];
    for (const top of SCANNED) {
      for (const file of filesUnder(join(ROOT, top))) {
        const name = relative(ROOT, file);
        if (name.startsWith(THEME)) continue;
        const code = readFileSync(file, 'utf8').replace(COMMENTS, '$1');
        for (const match of code.matchAll(HEX)) offenders.push(`${name}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
