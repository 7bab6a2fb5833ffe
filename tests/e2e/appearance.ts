import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type Locale = 'zh-CN' | 'en-US';
export type ThemeMode = 'light' | 'dark';

const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };
const THEME_NAMES: Record<ThemeMode, RegExp> = {
  light: /^(✓\s*)?(浅色|Light)$/,
  dark: /^(✓\s*)?(深色|Dark)$/,
};

/** Opens the desktop header's account menu (name, company, language, theme, text size, sign out). */
export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(账户|Account)/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** Picks the language in the account menu, as a person would; the page is not reloaded. */
export async function chooseLocale(page: Page, locale: Locale): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitemradio', { name: new RegExp(`${LOCALE_NAMES[locale]}$`) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

export async function chooseTheme(page: Page, theme: ThemeMode): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitemradio', { name: THEME_NAMES[theme] }).click();
}
