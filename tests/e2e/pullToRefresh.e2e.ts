import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dingtalkPhonePage } from './dingtalkPhonePage';
import { expensePeople, type Person } from './journeyPeople';
import { signIn } from './labSignIn';
import { expenseDraft, postAs } from './payingBills';

/**
 * Issue 18 docs/architecture.md: on a phone, pulling a list down from the top reads it again. A bill made through
 * the lab's API after the list was shown appears only once the person pulls.
 */
async function phonePage(browser: Browser, person: Person, locale: string): Promise<Page> {
  const page = await dingtalkPhonePage(browser);
  await page.addInitScript((value) => localStorage.setItem('expense.locale', value), locale);
  await signIn(page, { host: 'dingtalk', corp: person.corporationId, staff: person.id });
  return page;
}

/** A finger on the list's refresh row, dragged 300 px down in steps, then lifted (real touch). */
async function pullDown(page: Page, refreshLabel: string) {
  const button = await page.getByRole('button', { name: refreshLabel }).boundingBox();
  if (!button) throw new Error('no refresh row to pull');
  const cdp = await page.context().newCDPSession(page);
  const x = 40;
  const from = button.y + button.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let y = from + 30; y <= from + 300; y += 30) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

test('pulling my bills down on a phone shows a bill made meanwhile', async ({
  browser,
  request,
}) => {
  const { submitter } = await expensePeople(request);
  const page = await phonePage(browser, submitter, 'zh-CN');
  await page.goto('/bills');
  await expect(page.getByRole('status').filter({ hasText: /共 \d+ 张/ })).toBeVisible();
  const title = 'e2e 下拉刷新出现的单据';
  await expenseDraft(request, submitter, title, '12.00');
  await expect(page.getByText(title)).toHaveCount(0);
  await pullDown(page, '刷新');
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '已刷新' })).toBeVisible();
  await page.context().close();
});

test('pulling the approval backlog down on a phone shows a bill submitted meanwhile, in English', async ({
  browser,
  request,
}) => {
  const { submitter, manager } = await expensePeople(request);
  const page = await phonePage(browser, manager, 'en-US');
  await page.goto('/approval');
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  // The refresh row stands above the list while its first read is still out; a bill submitted
  // before that read answers would be in it without any pull.
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  const title = 'e2e pulled into the backlog';
  const id = await expenseDraft(request, submitter, title, '12.00');
  expect((await postAs(request, submitter, `flows/${encodeURIComponent(id)}/submit`)).status).toBe(
    200,
  );
  await expect(page.getByText(title)).toHaveCount(0);
  await pullDown(page, 'Refresh');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
  await page.context().close();
});
