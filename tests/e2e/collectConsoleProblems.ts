import type { Page } from '@playwright/test';

/**
 * The lab consoles' script errors and CSP reports, gathered as they happen: the returned list
 * fills while the test runs, and a story ends by expecting it empty.
 */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}
