import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

// The batch changes the subsidiaries' permissions: start from the seed (the e2e run is serial).
test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
});

test('an admin distributes two permissions to two subsidiaries and watches the task finish', async ({
  page,
}) => {
  await page.goto('/group-center');
  await expect(page.getByRole('heading', { level: 1, name: '集团中心' })).toBeVisible();

  const tenantStep = page.getByRole('region', { name: '1. 选择企业' });
  const tenants = tenantStep.getByRole('listitem');
  await expect(tenants).toHaveCount(3);
  const chosen = [
    (await tenants.nth(0).innerText()).split('\n')[0],
    (await tenants.nth(1).innerText()).split('\n')[0],
  ].map((text) => text.replace(/全部创建|已停用/g, '').trim());
  await tenants.nth(0).getByRole('checkbox').check();
  await tenants.nth(1).getByRole('checkbox').check();
  await expect(tenantStep.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
  await page.getByRole('button', { name: '下一步' }).click();

  const permissionStep = page.getByRole('region', { name: '2. 选择权限' });
  await permissionStep.getByRole('checkbox', { name: '费用类型', exact: true }).check();
  await permissionStep.getByRole('checkbox', { name: '预算', exact: true }).check();
  await page.getByRole('button', { name: '下发', exact: true }).click();

  const progress = page.getByRole('region', { name: '3. 下发进度' });
  await expect(progress.getByRole('progressbar', { name: '下发进度' })).toBeVisible();
  await expect(progress.getByRole('status')).toHaveText('下发中');
  // Each subsidiary takes 1.5 s in the lab; the view polls once a second.
  await expect(progress.getByRole('status')).toHaveText('下发成功', { timeout: 15_000 });
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  for (const name of chosen) {
    await expect(progress.getByRole('listitem').filter({ hasText: name })).toContainText(
      '下发成功',
    );
  }

  await page.getByRole('button', { name: '重新下发' }).click();
  await expect(page.getByRole('region', { name: '1. 选择企业' })).toBeVisible();
});
