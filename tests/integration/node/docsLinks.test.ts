import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const docsDir = path.join(repoRoot, 'docs');

// Fenced blocks and inline code hold examples, not links a reader follows.
function withoutCode(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

/** Targets of inline links `[text](target)` that point inside the repository. */
function relativeTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const match of withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    targets.push(target);
  }
  return targets;
}

/** Each relative link of the page whose file is missing, as `page → target`. */
function brokenLinks(pagePath: string, markdown: string): string[] {
  const from = path.dirname(pagePath);
  return relativeTargets(markdown)
    .filter((target) => {
      const file = decodeURIComponent(target.split('#')[0].split('?')[0]);
      return !existsSync(path.resolve(from, file));
    })
    .map((target) => `${path.relative(repoRoot, pagePath)} → ${target}`);
}

function docsPages(): string[] {
  return readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(docsDir, name));
}

describe('the docs pages', () => {
  it('exist, with an index', () => {
    expect(docsPages().map((page) => path.basename(page))).toContain('README.md');
  });

  it('link only to files that exist, so moving code forces the docs to follow', () => {
    const broken = docsPages().flatMap((page) => brokenLinks(page, readFileSync(page, 'utf8')));
    expect(broken).toEqual([]);
  });

  it('are all reachable from the index', () => {
    const index = readFileSync(path.join(docsDir, 'README.md'), 'utf8');
    const linked = new Set(relativeTargets(index).map((target) => target.split('#')[0]));
    const unlinked = docsPages()
      .map((page) => path.basename(page))
      .filter((name) => name !== 'README.md' && !linked.has(name));
    expect(unlinked).toEqual([]);
  });
});

describe('the docs link check', () => {
  const page = path.join(docsDir, 'example.md');

  it('names a link whose file is missing', () => {
    const text = 'See [the client](../src/http/noSuchFile.ts#L3).';
    expect(brokenLinks(page, text)).toEqual(['docs/example.md → ../src/http/noSuchFile.ts#L3']);
  });

  it('accepts a link to an existing file whatever its anchor', () => {
    const text = 'See [the client](../src/http/createHttpClient.ts#any-anchor).';
    expect(brokenLinks(page, text)).toEqual([]);
  });

  it('leaves web addresses, in-page anchors and code examples alone', () => {
    const text = [
      '[web](https://example.com/x) [mail](mailto:a@b.c) [here](#rules)',
      '`[code](missing.ts)`',
      '```md\n[fenced](missing.ts)\n```',
    ].join('\n');
    expect(brokenLinks(page, text)).toEqual([]);
  });
});
