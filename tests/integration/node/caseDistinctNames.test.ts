import { readdirSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const ROOTS = ['src', 'modules', 'flags', 'lab', 'mocks-server', 'tests'];

/** Files of one folder whose import names (no extension) differ only in letter case. */
function caseClashes(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const byLowerName = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const importName = entry.name.replace(/\.[^.]+$/, '');
    const names = byLowerName.get(importName.toLowerCase()) ?? new Set<string>();
    names.add(importName);
    byLowerName.set(importName.toLowerCase(), names);
  }
  const clashes = [...byLowerName.values()]
    .filter((names) => names.size > 1)
    .map((names) => `${path.relative(repoRoot, dir)}: ${[...names].join(' / ')}`);
  const children = entries.filter((entry) => entry.isDirectory() && entry.name !== 'node_modules');
  return [...clashes, ...children.flatMap((child) => caseClashes(path.join(dir, child.name)))];
}

// On a case-insensitive file system (macOS, Windows) './FrameMenus' and './frameMenus' are one
// file, and bundlers that cache folder listings by lower case read the wrong one (the bench's
// esbuild build failed on exactly this).
describe('file names', () => {
  it('never differ only in letter case within one folder', () => {
    expect(ROOTS.flatMap((root) => caseClashes(path.join(repoRoot, root)))).toEqual([]);
  });
});
