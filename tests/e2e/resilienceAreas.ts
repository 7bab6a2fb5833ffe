import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface ResilienceArea {
  name: string;
  /** The mock backend path the fault hits, as the faults API takes it (a `/regex/`). */
  path: string;
  method: string;
  /** The localized (zh-CN) message the screen shows while the area fails. */
  error: string;
  /** Opens the screen that needs the area; `billId` is a bill that exists. */
  open(page: Page, billId: string): Promise<void>;
  /** Opens it again inside the running app, as a person would after a hang (no reload). */
  reopen(page: Page, billId: string): Promise<void>;
  /** The area's content, once it loads. */
  ready(page: Page): ReturnType<Page['getByRole']>;
}

/** Opens an app by the shell's navigation, as a person would (no reload). */
async function viaNav(page: Page, title: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: '应用导航' });
  await nav.getByRole('link', { name: title, exact: true }).click();
}

/** Switches micro-app by the shell's navigation: away to 单据, then back (no reload). */
async function viaMenu(page: Page, title: string): Promise<void> {
  await viaNav(page, '单据');
  await viaNav(page, title);
}

/** Each backend area a screen depends on; a new screen adds a row and gets every fault in turn. */
export const RESILIENCE_AREAS: readonly ResilienceArea[] = [
  {
    name: 'bill list',
    path: '/^\\/api\\/v1\\/flow\\/flows\\/my\\/search/',
    method: 'POST',
    error: '单据加载失败，请重试',
    open: async (page) => {
      await page.goto('/bills');
    },
    reopen: async (page) => {
      await viaNav(page, '审批');
      await viaNav(page, '单据');
    },
    ready: (page) => page.getByRole('listitem').getByRole('link').first(),
  },
  {
    name: 'bill detail',
    path: '/^\\/api\\/v1\\/flow\\/flows\\/[^/]+$/',
    method: 'GET',
    error: '单据详情加载失败，请重试',
    open: async (page, billId) => {
      await page.goto(`/bills/${billId}`);
    },
    reopen: async (page, billId) => {
      await viaNav(page, '单据');
      await page
        .locator(`a[href$="/${encodeURIComponent(billId)}"]`)
        .first()
        .click();
    },
    ready: (page) => page.getByRole('term').filter({ hasText: '单号' }),
  },
  {
    name: 'bill types',
    path: '/^\\/api\\/form\\/v1\\/specificationVersions/',
    method: 'GET',
    error: '单据类型加载失败，请重试',
    open: async (page) => {
      await page.goto('/bills/new');
    },
    reopen: async (page) => {
      await viaNav(page, '单据');
      await page.getByRole('link', { name: '新建', exact: true }).click();
    },
    ready: (page) => page.getByLabel('单据类型'),
  },
  {
    name: 'approval backlog',
    path: '/^\\/api\\/v1\\/flow\\/backlogs\\/search/',
    method: 'POST',
    error: '加载失败',
    open: async (page) => {
      await page.goto('/approval');
    },
    reopen: (page) => viaMenu(page, '审批'),
    ready: (page) => page.getByRole('table').getByRole('link').first(),
  },
  {
    name: 'group center tenants',
    path: '/^\\/api\\/v1\\/group\\/center\\/permission\\/getTenants/',
    method: 'GET',
    error: '企业列表加载失败',
    open: async (page) => {
      await page.goto('/group-center');
    },
    reopen: (page) => viaMenu(page, '集团中心'),
    ready: (page) => page.getByRole('region').getByRole('checkbox').first(),
  },
];

/** The id of a bill on the first page of My bills. */
export async function firstBillId(page: Page): Promise<string> {
  await page.goto('/bills');
  const link = page.getByRole('listitem').getByRole('link').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  return decodeURIComponent(href.split('/').pop() ?? '');
}
