import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Person } from './journeyPeople';
import { signIn } from './labSignIn';

/** Where and in which language a journey runs: a host, a screen, a locale. */
export interface JourneyConfig {
  name: string;
  locale: 'zh-CN' | 'en-US';
  host: string;
  viewport: { width: number; height: number };
  phone: boolean;
}

/** A page signed in as `person` in the configuration's host, size and language. */
export async function personPage(
  browser: Browser,
  config: JourneyConfig,
  person: Person,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: config.viewport,
    isMobile: config.phone,
    hasTouch: config.phone,
  });
  const page = await context.newPage();
  await page.addInitScript(
    (locale) => localStorage.setItem('expense.locale', locale),
    config.locale,
  );
  await signIn(page, { host: config.host, corp: person.corporationId, staff: person.id });
  return page;
}

/** A step that asks for a comment: the reason (or nothing), then its button, or `via` another. */
export async function decide(page: Page, button: string, comment: string, via?: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: button });
  if (comment) await dialog.getByRole('button', { name: comment }).click();
  await dialog.getByRole('button', { name: via ?? button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Paying asks to confirm the payee and the amount first. */
export async function pay(page: Page, button: string, title: RegExp) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: title });
  await expect(confirm).toContainText('**** **** ****');
  await confirm.getByRole('button', { name: button, exact: true }).click();
  await expect(confirm).toBeHidden();
}
