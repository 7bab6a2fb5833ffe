import { expect, test } from './fixtures';
import { signIn, waitForSessionStatus } from './labSignIn';
import { subsidiaries } from './tenantPage';

test('switching corporation goes through the identity provider and comes back signed in there', async ({
  page,
  request,
}) => {
  const [subsidiary] = await subsidiaries(request);
  await signIn(page);
  const before = await page.evaluate(() => window.__expenseLab?.session());
  expect(before?.corporationId).not.toBe(subsidiary);

  await page.goto('/selectEnterprise5');
  const list = page.getByRole('list');
  await expect(list.getByRole('button').first()).toBeVisible();
  const authorize = page.waitForRequest((r) => r.url().includes('/idp/web/authorize'));
  const names = await request.get('/__lab/tenants');
  const { items } = (await names.json()) as { items: { corporationId: string; name: string }[] };
  const target = items.find((tenant) => tenant.corporationId === subsidiary);
  await list.getByRole('button', { name: target?.name }).click();

  const url = new URL((await authorize).url());
  expect(url.searchParams.get('corp_id')).toBe(subsidiary);
  expect(url.searchParams.get('staff_id')).toMatch(new RegExp(`^${subsidiary}:`));
  await waitForSessionStatus(page, 'signed-in');
  await expect
    .poll(() => page.evaluate(() => window.__expenseLab?.session().corporationId))
    .toBe(subsidiary);
});
