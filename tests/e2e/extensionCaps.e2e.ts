import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
});

interface JournalItems {
  items: { method: string; path: string; status: number }[];
}

test('an admin sees an instance at its cap still on, off once a use takes it over, and back on with a higher cap', async ({
  page,
}) => {
  await page.goto('/admin-rules');
  await page.getByRole('link', { name: '扩展实例' }).click();
  await expect(page).toHaveURL(/\/admin-rules\/extensions$/);
  const car = page.getByRole('region', { name: '用车扩展' });
  await expect(car).toContainText('已启用');
  await expect(car).toContainText('已使用 5 / 5 次');
  await expect(page.getByRole('region', { name: '商城扩展' })).toContainText('手动管理');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  // The extension uses its instance once more (server side; the lab plays it).
  const list = (await (await page.request.get('/api/v1/extension/instances')).json()) as {
    items: { id: string; name: string }[];
  };
  const id = list.items.find((item) => item.name === '用车扩展')?.id ?? '';
  const use = await page.request.post(`/__lab/extension-instances/${encodeURIComponent(id)}/use`);
  expect(use.ok(), await use.text()).toBe(true);
  await page.reload();
  await expect(car).toContainText('已停用（超出上限）');
  await expect(car).toContainText('已使用 6 / 5 次');

  const cap = car.getByRole('textbox', { name: '使用上限' });
  await cap.fill('4');
  await car.getByRole('button', { name: '保存上限' }).click();
  await expect(cap).toHaveAccessibleDescription('上限不能小于已使用的次数 6');
  await expect(cap).toHaveAttribute('aria-invalid', 'true');
  await cap.fill('8');
  await car.getByRole('button', { name: '保存上限' }).click();
  await expect(page.getByRole('status')).toHaveText('已保存「用车扩展」的使用上限');
  await expect(car).toContainText('已启用');
  await expect(car).toContainText('已使用 6 / 8 次');

  const journal = (await (
    await page.request.get('/__lab/requests?method=PUT&path=/api/v1/extension/')
  ).json()) as JournalItems;
  expect(journal.items.map((item) => `${item.method} ${item.path} ${item.status}`)).toEqual([
    `PUT /api/v1/extension/instances/${encodeURIComponent(id)}/cap 200`,
  ]);
});
