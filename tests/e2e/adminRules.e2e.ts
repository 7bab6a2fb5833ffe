import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

// Each test writes rules: start every one from the seed (the e2e run is serial, workers: 1).
test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
});

async function searchRules(page: Page, name: string) {
  await page.getByRole('searchbox', { name: '按名称搜索' }).fill(name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
}

test('a rule is created, found by name, edited, soft-deleted and gone from the list', async ({
  page,
}) => {
  await page.goto('/admin-rules');
  const table = page.getByRole('table', { name: '附加信息规则列表' });
  await expect(table.getByRole('rowheader', { name: '默认规则', exact: true })).toBeVisible();

  await page.getByRole('link', { name: '新建规则' }).click();
  const form = page.getByRole('form', { name: '附加信息规则表单' });
  await expect(form.getByRole('textbox', { name: '规则名称' })).toHaveValue('默认规则');
  await form.getByRole('textbox', { name: '规则名称' }).fill('e2e 差旅提示');
  await form.getByRole('checkbox', { name: '超标准' }).check();
  await form.getByRole('button', { name: '上移 发票信息' }).click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/admin-rules$/);

  await searchRules(page, 'e2e');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: 'e2e 差旅提示', exact: true })).toBeVisible();

  await page.getByRole('link', { name: '编辑 e2e 差旅提示' }).click();
  await expect(form.getByRole('checkbox', { name: '超标准' })).toBeChecked();
  const blocks = form.getByRole('list', { name: '展示区块（可调整顺序）' }).getByRole('listitem');
  await expect(blocks.nth(1)).toHaveAccessibleName('发票信息');
  await form.getByRole('textbox', { name: '规则名称' }).fill('e2e 差旅提示（改）');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/admin-rules$/);

  await searchRules(page, '改');
  await expect(
    table.getByRole('rowheader', { name: 'e2e 差旅提示（改）', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: '删除 e2e 差旅提示（改）' }).click();
  await page
    .getByRole('alertdialog', { name: '删除规则？' })
    .getByRole('button', { name: '确认' })
    .click();
  await expect(page.getByText('暂无规则')).toBeVisible();

  await searchRules(page, 'e2e');
  await expect(page.getByText('暂无规则')).toBeVisible();
  await searchRules(page, '');
  await expect(table.getByRole('rowheader', { name: '默认规则', exact: true })).toBeVisible();
  await expect(table.getByText(/e2e/)).toHaveCount(0);
});
