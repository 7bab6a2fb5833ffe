import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { LAB_CONSOLE } from './labConsoleHelpers';
import { labOpenPath } from './labSignIn';

export type Locale = 'zh-CN' | 'en-US';
export type ThemeMode = 'light' | 'dark';

export interface A11yScreen {
  name: string;
  /**
   * 'app': a signed-in screen; its header's language and theme pickers give the four variants.
   * 'signed-out': the locale comes from the remembered choice, the theme is always light.
   * 'lab': a lab console, checked in both of its languages.
   */
  kind: 'app' | 'signed-out' | 'lab';
  /** Navigates to the screen (a lab console in `locale`) and waits until its content is there. */
  open(page: Page, locale?: Locale): Promise<void>;
}

async function openFirstBill(page: Page): Promise<void> {
  await page.goto('/bills');
  await page.getByRole('listitem').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Every screen the axe suite checks; a new screen is one more row here. The image previewer and
 * the overlays are checked where they open (overlays.e2e.ts), the upload widget inside the form.
 */
export const A11Y_SCREENS: readonly A11yScreen[] = [
  {
    name: 'login',
    kind: 'signed-out',
    open: async (page) => {
      await page.goto(labOpenPath({ scenario: 'idp-missing-authcode' }));
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('status')).toBeVisible();
    },
  },
  {
    name: 'bill list',
    kind: 'app',
    open: async (page) => {
      await page.goto('/bills');
      await expect(page.getByRole('listitem').getByRole('link').first()).toBeVisible();
    },
  },
  { name: 'bill detail', kind: 'app', open: openFirstBill },
  {
    name: 'bill form',
    kind: 'app',
    open: async (page) => {
      await page.goto('/bills');
      await page.getByRole('link', { name: /^(新建|New)$/ }).click();
      await page.getByLabel(/^(单据类型|Bill type)$/).selectOption({ index: 1 });
      await expect(page.getByRole('form')).toBeVisible();
    },
  },
  {
    name: 'approval backlog',
    kind: 'app',
    open: async (page) => {
      await page.goto('/approval');
      await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'approval flow',
    kind: 'app',
    open: async (page) => {
      await page.goto('/approval');
      await page.getByRole('table').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    },
  },
  {
    name: 'print center',
    kind: 'app',
    open: async (page) => {
      await page.goto('/print');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'group wizard',
    kind: 'app',
    open: async (page) => {
      await page.goto('/group-center');
      await expect(page.getByRole('region').getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'bill additional-message rules',
    kind: 'app',
    open: async (page) => {
      await page.goto('/admin-rules');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'lab console',
    kind: 'lab',
    open: async (page, locale = 'zh-CN') => {
      await page.goto(`${LAB_CONSOLE}?lang=${locale}`);
      await expect(page.getByRole('status')).toHaveText(/^(Ready: |就绪：)/);
    },
  },
  {
    name: 'flag console',
    kind: 'lab',
    open: async (page, locale = 'zh-CN') => {
      await page.goto(`${LAB_CONSOLE}/flags?lang=${locale}`);
      await expect(page.getByRole('status')).toHaveText(/^(Loaded |已加载 )/);
    },
  },
];
