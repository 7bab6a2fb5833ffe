import type { Page } from '@playwright/test';
import { APP_SCREENS } from './appScreens';
import { expect, test } from './fixtures';
import { LAB_CONSOLE } from './labConsoleHelpers';
import { signIn } from './labSignIn';
import { axeFor } from './axeFor';

const LOCALES = ['zh-CN', 'en-US'] as const;
/**
 * Each language and each theme once, in pairs: axe's contrast findings follow the theme and its
 * names and languages follow the locale, so two walks find what four did, for half the time.
 * The screenshots (`npm run screens`) keep all four for people to look at.
 */
const LOOKS = [
  { locale: 'zh-CN', theme: 'light' },
  { locale: 'en-US', theme: 'dark' },
] as const;
const BLOCKING = new Set(['serious', 'critical']);

/** Serious and critical findings only, each with the elements it names, so a failure says where. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await axeFor(page).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The person's remembered language and theme, as the account settings store them. */
async function remember(page: Page, locale: string, theme: string): Promise<void> {
  await page.addInitScript(
    ([code, mode]) => {
      localStorage.setItem('expense.locale', code);
      localStorage.setItem('expense.themeMode', mode);
    },
    [locale, theme],
  );
}

test.describe('when axe checks every screen', () => {
  for (const { locale, theme } of LOOKS) {
    test(`in ${locale}, ${theme} theme, no screen has a serious or critical violation`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await remember(page, locale, theme);
      await signIn(page);
      const found: string[] = [];
      for (const screen of APP_SCREENS) {
        await screen.open(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        for (const violation of await blockingViolations(page))
          found.push(`${screen.name}: ${violation}`);
      }
      expect(found).toEqual([]);
    });
  }

  const consoles = [
    { name: 'lab console', path: LAB_CONSOLE, ready: /^(Ready: |就绪：)/ },
    { name: 'flag console', path: `${LAB_CONSOLE}/flags`, ready: /^(Loaded |已加载 )/ },
  ];
  for (const labConsole of consoles) {
    for (const locale of LOCALES) {
      test(`the ${labConsole.name} in ${locale} has no serious or critical violations`, async ({
        page,
      }) => {
        await page.goto(`${labConsole.path}?lang=${locale}`);
        await expect(page.getByRole('status')).toHaveText(labConsole.ready);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  }
});
