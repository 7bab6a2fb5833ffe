import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { chooseLocale } from './appearance';

// Each test writes bills: start every one from the seed (the e2e run is serial, workers: 1).
test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
});

/** Opens a new expense bill from My bills, as a person would. */
async function openNewExpense(page: Page) {
  await page.goto('/bills');
  await page.getByRole('link', { name: '新建', exact: true }).click();
  await page.getByLabel('单据类型').selectOption({ label: '日常报销单' });
  await expect(page.getByRole('form', { name: '日常报销单表单' })).toBeVisible();
}

/** Text, money, a date range, a ref picker and an enum: the fields the issue names. */
async function fillExpense(page: Page, title: string, amount: string) {
  await page.getByRole('textbox', { name: /^标题/ }).fill(title);
  await page.getByRole('textbox', { name: /^报销金额/ }).fill(amount);
  await page.getByLabel('起止日期 开始').fill('2026-11-02');
  await page.getByLabel('起止日期 结束').fill('2026-11-04');
  await page.getByRole('combobox', { name: /^费用承担部门/ }).click();
  await page.getByRole('listbox', { name: '费用承担部门' }).getByRole('option').first().click();
  await expect(page.getByRole('combobox', { name: /^费用承担部门/ })).not.toHaveValue('');
  await page.getByLabel(/^优先级/).selectOption({ label: '紧急' });
  await page.getByLabel(/^支付方式/).selectOption({ label: '混合支付' });
}

test('an expense bill is checked in both languages, saved as a draft and submitted', async ({
  page,
}) => {
  const title = 'e2e 客户拜访交通费';
  await openNewExpense(page);

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请输入标题').first()).toBeVisible();
  await expect(page.getByText('请输入报销金额').first()).toBeVisible();
  await chooseLocale(page, 'en-US');
  await expect(page.getByText('Please enter Title').first()).toBeVisible();
  await expect(page.getByLabel(/^Pay type/)).toHaveValue('PERSONAL');
  await chooseLocale(page, 'zh-CN');

  await fillExpense(page, title, '128.50');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+\/edit$/);
  await expect(page.getByRole('textbox', { name: /^标题/ })).toHaveValue(title);

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page
    .getByRole('navigation', { name: '应用导航' })
    .getByRole('link', { name: '单据' })
    .click();
  await expect(page.getByRole('link', { name: '我提交的' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('审批中')).toBeVisible();
  await expect(card.getByText(/^等待.+审批（.+）$/)).toBeVisible();
});

test('a trip (a complex field) is saved with the draft and read back part by part', async ({
  page,
}) => {
  await openNewExpense(page);
  await page.getByRole('textbox', { name: /^标题/ }).fill('e2e 行程草稿');
  const trip = page.getByRole('group', { name: /^行程/ });
  await trip.getByLabel(/^交通方式/).selectOption({ label: '火车' });
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+\/edit$/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: /^标题/ })).toHaveValue('e2e 行程草稿');
  await expect(trip.getByLabel(/^交通方式/)).toHaveValue('train');
});

test('a bill over the expense standard is refused with the standard-violation message', async ({
  page,
}) => {
  await openNewExpense(page);
  await fillExpense(page, 'e2e 超标报销', '60000');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('main').getByText('该单据不符合费用标准，无法提交')).toBeVisible();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+\/edit$/);

  // Still a draft: the detail offers Edit and says it waits to be submitted.
  await page.goto(page.url().replace(/\/edit$/, ''));
  await expect(page.getByRole('link', { name: '编辑' })).toBeVisible();
  await expect(page.getByText('待提交').first()).toBeVisible();
});

test('the new bill form has no detectable accessibility violations', async ({ page }) => {
  await openNewExpense(page);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请输入标题').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`),
  ).toEqual([]);
});
