import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { A11Y_SCREENS, type Locale, type ThemeMode } from './a11yScreens';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { chooseLocale, chooseTheme } from './appearance';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
const THEMES: readonly ThemeMode[] = ['light', 'dark'];
const BLOCKING = new Set(['serious', 'critical']);

/** Serious and critical findings only, each with the elements it names, so a failure says where. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The account menu's pickers, as a person would use them; the page is not reloaded. */
async function chooseAppearance(page: Page, locale: Locale, theme: ThemeMode): Promise<void> {
  await chooseLocale(page, locale);
  await chooseTheme(page, theme);
  await page.keyboard.press('Escape');
}

test.describe('when axe checks each main screen', () => {
  for (const screen of A11Y_SCREENS.filter((candidate) => candidate.kind === 'app')) {
    for (const locale of LOCALES) {
      for (const theme of THEMES) {
        test(`the ${screen.name} in ${locale}, ${theme} theme has no serious or critical violations`, async ({
          page,
        }) => {
          await signIn(page);
          await screen.open(page);
          await chooseAppearance(page, locale, theme);
          expect(await blockingViolations(page)).toEqual([]);
        });
      }
    }
  }

  for (const screen of A11Y_SCREENS.filter((candidate) => candidate.kind === 'signed-out')) {
    for (const locale of LOCALES) {
      test(`the ${screen.name} in ${locale} has no serious or critical violations`, async ({
        page,
      }) => {
        await page.addInitScript((code) => localStorage.setItem('expense.locale', code), locale);
        await screen.open(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  }

  for (const screen of A11Y_SCREENS.filter((candidate) => candidate.kind === 'lab')) {
    for (const locale of LOCALES) {
      test(`the ${screen.name} in ${locale} has no serious or critical violations`, async ({
        page,
      }) => {
        await screen.open(page, locale);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  }
});
