import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the console and waits for the first load; collects script errors and CSP reports. */
export async function openConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  await page.goto('/__lab/console/flags');
  await expect(page.getByRole('status')).toHaveText(/^Loaded \d+ flags and \d+ tenants\.$/);
  return problems;
}

/** A form's field by its exact label ("Key" must not match "keyIds"). */
export const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });
