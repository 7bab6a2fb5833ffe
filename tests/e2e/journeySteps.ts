import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { devicePage, type Device } from './devicePage';
import { expect, test } from './fixtures';
import type { Person } from './journeyPeople';
import { signIn } from './labSignIn';

/** Where and in which language a journey runs: a host, a screen, a locale. */
export interface JourneyConfig extends Device {
  name: string;
  locale: 'zh-CN' | 'en-US';
  host: string;
}

/** A page signed in as `person` in the configuration's host, size and language. */
export async function personPage(
  browser: Browser,
  config: JourneyConfig,
  person: Person,
): Promise<Page> {
  const page = await devicePage(browser, config);
  await page.addInitScript(
    ({ locale, theme }) => {
      localStorage.setItem('expense.locale', locale);
      if (theme) localStorage.setItem('expense.themeMode', theme);
    },
    { locale: config.locale, theme: LOOK_THEME },
  );
  await signIn(page, { host: config.host, corp: person.corporationId, staff: person.id });
  return page;
}

/**
 * To look at every screen as a person would: `JOURNEY_SHOTS=<dir>` saves a full-page screenshot
 * at each step (named by the test and the step), `JOURNEY_THEME=dark` runs in the dark theme.
 * Off by default: the journeys assert, they do not keep pictures.
 */
const LOOK_DIR = process.env.JOURNEY_SHOTS ?? '';
const LOOK_THEME = process.env.JOURNEY_THEME === 'dark' ? 'dark' : '';

export async function look(page: Page, step: string): Promise<void> {
  if (!LOOK_DIR) return;
  mkdirSync(LOOK_DIR, { recursive: true });
  const test_ = test.info().title.replace(/[^\w\u4e00-\u9fff-]+/g, '-');
  await page.waitForTimeout(300); // sheets and dialogs finish sliding in
  // An open sheet or dialog is fixed to the screen: the screen is what a person sees then.
  const overlay = await page.locator('[role="dialog"], [role="alertdialog"]').count();
  await page.screenshot({
    path: join(LOOK_DIR, `${test_}-${LOOK_THEME || 'light'}-${step}.png`),
    fullPage: overlay === 0,
  });
}

/** A step that asks for a comment: the reason (or nothing), then its button, or `via` another. */
export async function decide(page: Page, button: string, comment: string, via?: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: button });
  if (comment) await dialog.getByRole('button', { name: comment }).click();
  await look(page, `dialog-${button}`);
  await dialog.getByRole('button', { name: via ?? button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Paying asks to confirm the payee and the amount first. */
export async function pay(page: Page, button: string, title: RegExp) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: title });
  await expect(confirm).toContainText('**** **** ****');
  await look(page, 'pay-confirm');
  await confirm.getByRole('button', { name: button, exact: true }).click();
  await expect(confirm).toBeHidden();
}

/**
 * A chosen record's chip: its first text (the name) on one line, the chip inside `box`. A name
 * broken a character per line is unreadable; counted in line boxes, so no font is assumed.
 */
export async function expectChipFits(chip: Locator, box: Locator) {
  const lines = await chip.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node.firstElementChild?.firstElementChild ?? node);
    return range.getClientRects().length;
  });
  expect(lines, 'lines the name takes').toBe(1);
  const [inner, outer] = [await chip.boundingBox(), await box.boundingBox()];
  expect(inner && outer && inner.x + inner.width <= outer.x + outer.width + 0.5).toBe(true);
}
