import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, repositoryMarkdownFiles } from './repositoryMarkdown';

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
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    targets.push(target);
  }
  return targets;
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces → `-`. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const withoutFences = markdown.replace(/```[\s\S]*?```/g, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let anchor = slug;
    for (let repeat = 1; anchors.has(anchor); repeat += 1) anchor = `${slug}-${repeat}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Whether the link's file exists and, for a Markdown page, has the heading its anchor names. */
function resolves(pagePath: string, markdown: string, target: string): boolean {
  const [address, anchor] = target.split('#');
  const file = decodeURIComponent(address.split('?')[0]);
  const filePath = file === '' ? pagePath : path.resolve(path.dirname(pagePath), file);
  if (file !== '' && !existsSync(filePath)) return false;
  // Line anchors of code files are the host's (#L3); only a page's headings are checked.
  if (anchor === undefined || !filePath.endsWith('.md')) return true;
  const page = filePath === pagePath ? markdown : readFileSync(filePath, 'utf8');
  return headingAnchors(page).has(decodeURIComponent(anchor));
}

/** Each relative link of the page that does not resolve, as `page → target`. */
function brokenLinks(pagePath: string, markdown: string): string[] {
  return relativeTargets(markdown)
    .filter((target) => !resolves(pagePath, markdown, target))
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

  it('are all reachable from the index', () => {
    const index = readFileSync(path.join(docsDir, 'README.md'), 'utf8');
    const linked = new Set(relativeTargets(index).map((target) => target.split('#')[0]));
    const unlinked = docsPages()
      .map((page) => path.basename(page))
      .filter((name) => name !== 'README.md' && !linked.has(name));
    expect(unlinked).toEqual([]);
  });
});

describe('the Markdown files of the repository', () => {
  it('link only to files and headings that exist, so moving code forces the docs to follow', () => {
    const broken = repositoryMarkdownFiles().flatMap((file) => {
      const page = path.join(repoRoot, file);
      return brokenLinks(page, readFileSync(page, 'utf8'));
    });
    expect(broken).toEqual([]);
  });
});

describe('the docs link check', () => {
  const page = path.join(docsDir, 'example.md');

  it('names a link whose file is missing', () => {
    const text = 'See [the client](../src/http/noSuchFile.ts#L3).';
    expect(brokenLinks(page, text)).toEqual(['docs/example.md → ../src/http/noSuchFile.ts#L3']);
  });

  it('accepts a link to an existing code file whatever its anchor', () => {
    const text = 'See [the client](../src/http/createHttpClient.ts#any-anchor).';
    expect(brokenLinks(page, text)).toEqual([]);
  });

  it('names a link to a heading the page does not have, on another page or this one', () => {
    const text = '# Rules\n[there](upload.md#no-such-heading) [here](#rules) [gone](#nowhere)';
    expect(brokenLinks(page, text)).toEqual([
      'docs/example.md → upload.md#no-such-heading',
      'docs/example.md → #nowhere',
    ]);
  });

  it('spells heading anchors as GitHub does', () => {
    const text = [
      '## Lists (`/bills`, `/bills/backlog`)',
      "## Each host's own rules",
      "## Each host's own rules",
      '```md\n## Not a heading\n```',
      '## 票夹 and [the wallet](x.md)',
    ].join('\n');
    expect([...headingAnchors(text)]).toEqual([
      'lists-bills-billsbacklog',
      'each-hosts-own-rules',
      'each-hosts-own-rules-1',
      '票夹-and-the-wallet',
    ]);
  });

  it('leaves web addresses and code examples alone', () => {
    const text = [
      '[web](https://example.com/x) [mail](mailto:a@b.c)',
      '`[code](missing.ts)`',
      '```md\n[fenced](missing.ts)\n```',
    ].join('\n');
    expect(brokenLinks(page, text)).toEqual([]);
  });
});
