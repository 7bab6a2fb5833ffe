import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { labOpenPath, signIn } from './labSignIn';

export interface AppScreen {
  name: string;
  /**
   * 'app': inside the signed-in app, opened from a signed-in page (its theme and locale come
   * from the account settings). 'signed-out': a screen of its own, opened from scratch.
   */
  kind: 'app' | 'signed-out';
  /** Outside the app frame (no navigation, no tabs): enterprise selection. */
  unframed?: true;
  /** Navigates there and waits until the screen's content is on it. */
  open(page: Page): Promise<void>;
}

interface WireItem {
  id: string;
  flowId?: string;
}

/** The id of the signed-in staff's first list item matching the filter (bill, or backlog task). */
async function firstId(page: Page, list: 'my' | 'backlog', filterBy = ''): Promise<string> {
  const path = list === 'my' ? '/api/v1/flow/flows/my/search' : '/api/v1/flow/backlogs/search';
  const answer = await page.request.post(path, {
    data: { filterBy, limit: { start: 0, count: 1 } },
  });
  const { items } = (await answer.json()) as { items: WireItem[] };
  const item = items[0];
  if (!item) throw new Error(`no seeded item in ${list} where ${filterBy}`);
  return item.flowId ?? item.id;
}

async function h1(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
}

async function goto(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await h1(page);
}

const billLink = (page: Page) =>
  page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first();

/**
 * Every staff-facing screen, for the geometry, accessibility and screenshot walks; a new screen is
 * one more row here. Each opener works at any width (cards on phones, tables on desktop).
 */
export const APP_SCREENS: readonly AppScreen[] = [
  {
    name: 'home',
    kind: 'app',
    open: async (page) => {
      await goto(page, '/');
      await expect(page.getByTestId('home-todos')).toBeVisible();
      // The to-dos may show what the last visit knew at once; the walks judge the loaded home.
      await expect(page.locator('main [data-skeleton]')).toHaveCount(0);
    },
  },
  { name: 'me', kind: 'app', open: (page) => goto(page, '/me') },
  {
    name: 'bill list',
    kind: 'app',
    open: async (page) => {
      await goto(page, '/bills');
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /出差|报销|授权/ })
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'bill detail',
    kind: 'app',
    open: async (page) => goto(page, `/bills/${await firstId(page, 'my', 'state == "approving"')}`),
  },
  {
    name: 'image previewer',
    kind: 'app',
    open: async (page) => {
      await goto(page, `/bills/${await firstId(page, 'my', 'state == "approving"')}`);
      await page
        // Images only: a PDF's preview opens the document preview host in a new tab instead.
        .getByRole('button', { name: /^(预览|Preview) .+\.(jpg|jpeg|png)$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'bill form',
    kind: 'app',
    open: async (page) => {
      await goto(page, '/bills/new');
      await page.getByLabel(/^(单据类型|Bill type)/).selectOption({ index: 1 });
      await expect(page.getByRole('form')).toBeVisible();
    },
  },
  {
    name: 'approval backlog',
    kind: 'app',
    open: async (page) => {
      await goto(page, '/approval');
      await expect(billLink(page)).toBeVisible();
    },
  },
  {
    name: 'approval detail',
    kind: 'app',
    open: async (page) => {
      const id = await firstId(page, 'backlog', 'state == "APPROVING"');
      await goto(page, `/approval/bills/${id}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    },
  },
  {
    name: 'payment',
    kind: 'app',
    open: async (page) => {
      const id = await firstId(page, 'my', 'state == "paying"');
      await goto(page, `/approval/bills/${id}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    },
  },
  {
    name: 'print centre',
    kind: 'app',
    open: async (page) => {
      await goto(page, '/print');
      await expect(billLink(page)).toBeVisible();
    },
  },
  {
    name: 'print bill',
    kind: 'app',
    open: async (page) =>
      goto(page, `/print/bills/${await firstId(page, 'my', 'state == "paid"')}`),
  },
  {
    name: 'group wizard',
    kind: 'app',
    open: async (page) => {
      await goto(page, '/group-center');
      await expect(page.getByRole('region').getByRole('listitem').first()).toBeVisible();
    },
  },
  { name: 'additional-message rules', kind: 'app', open: (page) => goto(page, '/admin-rules') },
  { name: 'rule editor', kind: 'app', open: (page) => goto(page, '/admin-rules/new') },
  {
    name: 'fee-assignment rules',
    kind: 'app',
    open: (page) => goto(page, '/admin-rules/fee-rules'),
  },
  {
    name: 'extension instances',
    kind: 'app',
    open: (page) => goto(page, '/admin-rules/extensions'),
  },
  {
    name: 'select enterprise',
    kind: 'app',
    unframed: true,
    open: async (page) => {
      await goto(page, '/selectEnterprise5');
      await expect(page.getByRole('list').getByRole('button').first()).toBeVisible();
    },
  },
  {
    name: 'error screen',
    kind: 'app',
    unframed: true,
    open: async (page) => {
      // Opened from the signed-in app: the generic error screen is a route of its own.
      await page.goto('/error');
      await expect(page.getByTestId('error-screen')).toBeVisible();
    },
  },
  {
    name: 'login',
    kind: 'signed-out',
    open: async (page) => {
      await page.goto(labOpenPath({ scenario: 'idp-missing-authcode' }));
      await expect(page).toHaveURL(/\/login$/);
      await h1(page);
    },
  },
  {
    name: 'sign-in problem',
    kind: 'signed-out',
    open: async (page) => {
      // The chat app's session call failing: "the session expired" (docs/architecture.md).
      await signIn(page, { host: 'wecom', scenario: 'chat-app-session-500' });
      await page.goto('/?accessToken=lab-expired-token&corpId=wx-lab');
      await expect(page).toHaveURL(/\/signin-problem$/);
      await h1(page);
    },
  },
];
