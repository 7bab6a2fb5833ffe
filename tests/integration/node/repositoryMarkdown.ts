import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

// Written by tools rather than people, so a rule here would only fail on the next run's output:
// installed packages, builds, e2e reports and the bench report.
const NOT_CHECKED = [
  /(^|\/)node_modules\//,
  /^dist(-[^/]*)?\//,
  /^reports\//,
  /^tests\/bench\/report\.md$/,
];

/** Every Markdown file a person reads in the repository (tracked or new), relative to its root. */
export function repositoryMarkdownFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return [...new Set(listed.split('\n'))]
    .filter((file) => file !== '' && !NOT_CHECKED.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(path.join(repoRoot, file)))
    .sort();
}
