import { chooseLocale } from './appearance';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { faultOnce, SAID } from './serverErrorFaults';
import { axeFor } from './axeFor';

test.afterEach(async ({ request }) => {
  expect((await request.delete('/__lab/faults?scope=global')).ok()).toBe(true);
});

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
  expect((await axeFor(page).include('main').analyze()).violations).toEqual([]);

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

  await car.getByRole('button', { name: '修改上限' }).click();
  const dialog = page.getByRole('dialog', { name: '修改「用车扩展」的使用上限' });
  const cap = dialog.getByRole('textbox', { name: '使用上限' });
  await cap.fill('4');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(cap).toHaveAccessibleDescription('上限不能小于已使用的次数 6');
  await expect(cap).toHaveAttribute('aria-invalid', 'true');
  await cap.fill('8');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
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

/** The cap call of any instance, as the lab's fault API matches it. */
const CAP_CALL = { method: 'PUT', path: '/^\\/api\\/v1\\/extension\\/instances\\/[^/]+\\/cap$/' };

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`a refused cap keeps the dialog open with what the admin typed and says the server's words, a 403 nothing (${locale})`, async ({
    page,
    request,
  }) => {
    const words = {
      'zh-CN': {
        edit: '修改上限',
        title: '修改「用车扩展」的使用上限',
        cap: '使用上限',
        ok: '确定',
      },
      'en-US': {
        edit: 'Change limit',
        title: 'Change the use limit of “用车扩展”',
        cap: 'Use limit',
        ok: 'OK',
      },
    }[locale];
    await page.goto('/admin-rules/extensions');
    if (locale === 'en-US') await chooseLocale(page, locale);
    const car = page.getByRole('region', { name: '用车扩展' });
    await car.getByRole('button', { name: words.edit }).click();
    const dialog = page.getByRole('dialog', { name: words.title });
    const cap = dialog.getByRole('textbox', { name: words.cap });
    await cap.fill('9');
    const centre = page.getByRole('region', { name: SAID[locale].notices });

    await faultOnce(
      request,
      { type: 'status', status: 500, body: { message: '上限超出套餐额度' } },
      undefined,
      CAP_CALL,
    );
    await dialog.getByRole('button', { name: words.ok }).click();
    await expect(
      centre.getByRole('alert').getByText('上限超出套餐额度', { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(cap).toHaveValue('9');
    await page.screenshot({ path: `test-results/screens/cap-refused-${locale}.png` });

    await centre.getByRole('button', { name: SAID[locale].dismiss }).click();
    await faultOnce(
      request,
      { type: 'status', status: 403, body: { message: '无权修改' } },
      undefined,
      CAP_CALL,
    );
    const refused = page.waitForResponse((response) => response.url().endsWith('/cap'));
    await dialog.getByRole('button', { name: words.ok }).click();
    expect((await refused).status()).toBe(403);
    await expect(dialog.getByRole('button', { name: words.ok })).toBeEnabled();
    await expect(page.getByText('无权修改')).toHaveCount(0);
    await expect(centre.getByRole('alert')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(cap).toHaveValue('9');

    await dialog.getByRole('button', { name: words.ok }).click();
    await expect(dialog).toBeHidden();
    await expect(car).toContainText(locale === 'zh-CN' ? '已使用 5 / 9 次' : 'Used 5 of 9');
    const journal = (await (
      await page.request.get('/__lab/requests?method=PUT&path=/api/v1/extension/')
    ).json()) as JournalItems;
    expect(journal.items.map((item) => item.status)).toEqual([500, 403, 200]);
  });
}
