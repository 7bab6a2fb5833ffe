import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

// The product spec, ARCHITECTURE.md and the research notes live outside this repository, so a
// comment citing them sends a reader nowhere; the rules are written in docs/ and linked from there.
const OUTSIDE = [
  'spec §',
  'Spec §',
  "spec's §",
  'ARCHITECTURE.md',
  'shared/reference',
  'shared/spec',
];

function codeLinesCiting(needle: string): string[] {
  try {
    const found = execFileSync(
      'git',
      ['grep', '--untracked', '-n', '-F', needle, '--', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    return found.split('\n').filter((line) => line !== '' && !line.startsWith(`${selfPath}:`));
  } catch {
    // git grep exits 1 when nothing matches.
    return [];
  }
}

const selfPath = path.relative(repoRoot, __filename);

describe('code comments and test names', () => {
  it('cite the docs pages, never the spec sections or notes kept outside the repository', () => {
    expect(OUTSIDE.flatMap(codeLinesCiting)).toEqual([]);
  });
});
