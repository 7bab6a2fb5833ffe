import { expect, type Locator, type Page } from '@playwright/test';
import { collectConsoleProblems } from './collectConsoleProblems';

/** The name the flag console's audit log records for the e2e person. */
export const E2E_ACTOR = 'E2E tester';

/**
 * Opens the flag console in English as a person who gave their name, waits for the first load;
 * collects script errors and CSP reports.
 */
export async function openConsole(
  page: Page,
  lang: 'en-US' | 'zh-CN' = 'en-US',
): Promise<string[]> {
  const problems = collectConsoleProblems(page);
  await page.addInitScript((name) => localStorage.setItem('lab-console-actor', name), E2E_ACTOR);
  await page.goto(`/__lab/console/flags?lang=${lang}`);
  const loaded =
    lang === 'en-US'
      ? /^Loaded \d+ flags and \d+ tenants\.$/
      : /^已加载 \d+ 个开关和 \d+ 个租户。$/;
  await expect(page.getByRole('status')).toHaveText(loaded);
  return problems;
}

/** A form's field by its exact label ("Key" must not match "keyIds"). */
export const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });
