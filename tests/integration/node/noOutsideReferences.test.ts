import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, repositoryMarkdownFiles } from './repositoryMarkdown';

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

// Markdown also may not cite a section sign (of the spec or of an issue), the notes on the
// original product or an issue number: none of them is in the repository either.
const MARKDOWN_OUTSIDE = [/§/, /expense-anchors/, /\bissues? \d+/i];

function codeLinesCiting(needle: string): string[] {
  try {
    const found = execFileSync(
      'git',
      [
        'grep',
        '--untracked',
        '-n',
        '-F',
        needle,
        '--',
        '*.ts',
        '*.tsx',
        '*.js',
        '*.mjs',
        '*.cjs',
        // The lab's data too: a preset's description is what QA reads in the lab console.
        '*.json',
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    return found.split('\n').filter((line) => line !== '' && !line.startsWith(`${selfPath}:`));
  } catch {
    // git grep exits 1 when nothing matches.
    return [];
  }
}

/** The lines of one Markdown file that cite something outside the repository, as `file:line:text`. */
function markdownCitations(file: string, markdown: string): string[] {
  return markdown
    .split('\n')
    .flatMap((line, index) =>
      OUTSIDE.some((needle) => line.includes(needle)) ||
      MARKDOWN_OUTSIDE.some((pattern) => pattern.test(line))
        ? [`${file}:${index + 1}:${line}`]
        : [],
    );
}

const selfPath = path.relative(repoRoot, __filename);

describe('code comments, test names and the lab data', () => {
  it('cite the docs pages, never the spec sections or notes kept outside the repository', () => {
    expect(OUTSIDE.flatMap(codeLinesCiting)).toEqual([]);
  });
});

describe('the Markdown files', () => {
  it('say the rule or link the docs page, never cite spec sections, issues or outside notes', () => {
    const cited = repositoryMarkdownFiles().flatMap((file) =>
      markdownCitations(file, readFileSync(path.join(repoRoot, file), 'utf8')),
    );
    expect(cited).toEqual([]);
  });

  it('are the READMEs and the docs pages, never installed packages', () => {
    const files = repositoryMarkdownFiles();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/README.md']));
    expect(files.some((file) => file.startsWith('mocks-server/'))).toBe(true);
    expect(files.some((file) => file.startsWith('modules/'))).toBe(true);
    expect(files.some((file) => file.includes('node_modules/'))).toBe(false);
  });
});

describe('the Markdown citation check', () => {
  it('names each line citing a section, an issue or the notes, with its number', () => {
    const text = [
      'Ours: see [upload](docs/upload.md).',
      'The rule of spec §5.',
      'Filters as data (issue 18 §6).',
      'Fixed in Issue 19.',
      'After the flow in expense-anchors.',
      'See ARCHITECTURE.md.',
    ].join('\n');
    expect(markdownCitations('a.md', text).map((line) => line.split(':')[1])).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });

  it('leaves words that only look alike alone', () => {
    const text = 'Two issues remain; a specification of 3 fields; `tissue 4`.';
    expect(markdownCitations('a.md', text)).toEqual([]);
  });
});
