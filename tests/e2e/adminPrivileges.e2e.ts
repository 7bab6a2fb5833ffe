import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { chooseLocale } from './appearance';

interface StaffItem {
  userId: string;
  active: boolean;
  external: boolean;
  roles: { code: string }[];
}

test('a staff without privileges cannot reach the admin screens, and their APIs are never called', async ({
  page,
  request,
}) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  const staffs = (await (await request.get('/api/v1/organization/staffs/actives')).json()) as {
    items: StaffItem[];
  };
  const plain = staffs.items.find(
    (staff) => !staff.external && staff.roles.every((role) => role.code !== 'SYS_ADMIN'),
  );
  expect(plain, 'the seed has a staff without the admin role').toBeDefined();
  await signIn(page, { staff: plain?.userId });
  const since = Date.now();

  await page.goto('/group-center');
  await expect(page.getByRole('heading', { name: '没有权限' })).toBeVisible();
  await expect(page.getByText('你没有「系统」管理权限，请联系系统管理员开通。')).toBeVisible();

  await page.goto('/admin-rules');
  await expect(page.getByRole('heading', { name: '没有权限' })).toBeVisible();
  await page.goto('/admin-rules/fee-rules');
  await expect(page.getByText('你没有「报销单」管理权限，请联系系统管理员开通。')).toBeVisible();
  await chooseLocale(page, 'en-US');
  await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();

  for (const path of [
    '/api/v1/group/center/permission/getTenants',
    '/api/v1/flow/smallComponentConfig/search',
    '/api/form/v2/references/list',
  ]) {
    const journal = await (
      await request.get(`/__lab/requests/count?path=${path}&since=${since}`)
    ).json();
    expect(journal.count, path).toBe(0);
  }
});
