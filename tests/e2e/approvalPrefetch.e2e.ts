import type { Browser, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { dingtalkPhonePage } from './dingtalkPhonePage';
import { signIn } from './labSignIn';

/**
 * Issue 20 (interaction on a phone): the backlog's first page is read once the approval module
 * is in, so a person tapping the 审批 tab sees the tasks without waiting for a read; a page read
 * ahead more than 30 s before the tap is read again.
 */
async function phonePage(browser: Browser): Promise<{ page: Page; listReads: Request[] }> {
  const page = await dingtalkPhonePage(browser);
  // The home's to-do counts read one field of the backlog; the list itself reads whole tasks.
  const listReads: Request[] = [];
  page.on('requestfinished', (request) => {
    const body = request.postDataJSON() as { select?: string } | null;
    if (request.url().endsWith('/flow/backlogs/search') && !body?.select) listReads.push(request);
  });
  return { page, listReads };
}

const approvalTab = (page: Page) =>
  page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /^审批/ });
const firstTask = (page: Page) =>
  page.getByRole('list', { name: '待我审批' }).getByRole('listitem').first();

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

test('a person tapping the approval tab sees the backlog read before the tap', async ({
  browser,
}) => {
  const { page, listReads } = await phonePage(browser);
  await signIn(page, { host: 'dingtalk' });
  await expect.poll(() => listReads.length).toBe(1);
  await approvalTab(page).tap();
  await expect(firstTask(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '待我审批' })).toBeVisible();
  expect(listReads).toHaveLength(1);
  await page.context().close();
});

test('a backlog read ahead more than 30 s before the tap is read again', async ({ browser }) => {
  const { page, listReads } = await phonePage(browser);
  await page.clock.install();
  await signIn(page, { host: 'dingtalk' });
  await expect.poll(() => listReads.length).toBe(1);
  await page.clock.runFor(30_000);
  await approvalTab(page).tap();
  await expect(firstTask(page)).toBeVisible();
  expect(listReads).toHaveLength(2);
  await page.context().close();
});
