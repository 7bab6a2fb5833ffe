import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { chooseLocale } from './appearance';
import { axeFor } from './axeFor';

// The approver's backlog as the lab's default staff, who holds seeded tasks (mocks-server/bills).
test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  expect((await request.post('/__lab/flags/reset')).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  await request.post('/__lab/flags/reset');
});

test('an approver agrees two bills at once when the bulk-agree flag is on', async ({
  page,
  request,
}) => {
  await signIn(page);
  const corporationId = await page.evaluate(() => window.__expenseLab?.session().corporationId);
  const answer = await request.post('/__lab/flags/approval-bulk-agree/tenants', {
    data: { corporationIds: [corporationId], variationId: 'on' },
  });
  expect(answer.ok()).toBe(true);
  await page.goto('/approval');
  await page.getByLabel('待办类型').selectOption({ label: '待审批' });
  const table = page.getByRole('table', { name: '待我审批' });
  const rows = table.getByRole('checkbox', { name: /^选择 / });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  // Each bill is known by the address its row opens (titles may repeat).
  const bill = (index: number) => table.locator('tbody tr').nth(index).getByRole('link');
  const picked = [await bill(0).getAttribute('href'), await bill(1).getAttribute('href')];
  await rows.nth(0).check();
  await rows.nth(1).check();
  await page.getByRole('button', { name: '批量同意（2）' }).click();
  // The confirm names how many bills and how much money before anything is agreed.
  const confirm = page.getByRole('alertdialog', { name: /^同意这 2 张单据，共 ¥[\d,.]+？$/ });
  await confirm.getByRole('button', { name: '批量同意（2）' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '已同意 2 张，0 张未能同意' }),
  ).toBeVisible();
  // The backlog is read afresh: what was picked is gone from it, nothing stays selected.
  for (const href of picked) await expect(table.locator(`a[href="${href}"]`)).toHaveCount(0);
  await expect(table.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '已同意' }).first()).toBeVisible();
});

test('the backlog hides bulk agree while its flag is off', async ({ page }) => {
  await signIn(page);
  await page.goto('/approval');
  await expect(page.getByRole('table', { name: '待我审批' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^批量同意/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});

test('a bill’s approval view reads in English and has no detectable accessibility violations', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/approval');
  await page.getByRole('table', { name: '待我审批' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: '审批流程' })).toBeVisible();
  await expect(page.getByTestId('approval-summary')).toHaveText(/^(全部同意|\d+\/\d+)$/);
  await expect(
    page
      .getByRole('button', { name: '同意', exact: true })
      .or(page.getByRole('button', { name: '线下支付' }))
      .first(),
  ).toBeVisible();
  const axe = await axeFor(page).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual(
    [],
  );

  await chooseLocale(page, 'en-US');
  await expect(page.getByRole('heading', { level: 2, name: 'Approval flow' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
  await expect(page.getByTestId('approval-summary')).toHaveText(/^(All agreed|\d+\/\d+)$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
});
