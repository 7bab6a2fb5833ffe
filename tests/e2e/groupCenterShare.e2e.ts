import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { journalSince } from './labJournal';
import { signIn } from './labSignIn';

/** Step 1 with only the subsidiary at `index` chosen: its share-permission editor shows. */
async function chooseOnly(page: Page, index: number) {
  await page.goto('/group-center');
  const tenants = page.getByRole('region', { name: '1. 选择企业' }).getByRole('listitem');
  await expect(tenants.first()).toBeVisible();
  const tenant = tenants.nth(index);
  await tenant.getByRole('checkbox').check();
  const name = (await tenant.innerText())
    .split('\n')[0]
    .replace(/全部创建|已停用/g, '')
    .trim();
  const flags = page.getByRole('group', { name: new RegExp(`^共享权限: ${name}`) });
  await expect(flags).toBeVisible();
  return flags;
}

async function saveShare(page: Page) {
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith('/share/permission/add') && answer.status() === 200,
  );
  await page.getByRole('button', { name: '保存共享权限' }).click();
  await saved;
}

test('an admin changes one subsidiary’s shared permissions and finds them kept', async ({
  page,
  request,
}) => {
  await signIn(page);
  const since = Date.now();
  // The last subsidiary: the distribution stories choose the first two.
  const flags = await chooseOnly(page, 2);
  const budget = flags.getByRole('checkbox', { name: '预算', exact: true });
  const before = await budget.isChecked();
  await budget.setChecked(!before);
  await saveShare(page);

  const again = await chooseOnly(page, 2);
  await expect(again.getByRole('checkbox', { name: '预算', exact: true })).toBeChecked({
    checked: !before,
  });
  // Back as it was, for whoever looks at this subsidiary next.
  await again.getByRole('checkbox', { name: '预算', exact: true }).setChecked(before);
  await saveShare(page);

  const calls = await journalSince(request, since, '/api/v1/group/center/share/permission/add');
  expect(calls.map((call) => `${call.method} ${call.status}`)).toEqual(['PUT 200', 'PUT 200']);
  const body = JSON.parse(calls[0].body?.preview ?? '{}') as {
    permissions?: { name: string; auth: boolean }[];
  };
  expect(body.permissions).toContainEqual({ name: 'BUDGET', auth: !before });
});
