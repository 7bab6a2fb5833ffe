import { chooseLocale } from './appearance';
import { addOfficeLine, openNewExpense, pickFirst, WORDS } from './billForm';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { axeFor } from './axeFor';

const words = WORDS['zh-CN'];

// Each test writes bills: start every one from the seed (the e2e run is serial, workers: 1).
test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
});

test('an expense is checked in both languages, its line totalled, saved as a draft and submitted', async ({
  page,
}) => {
  const title = 'e2e 客户拜访交通费';
  await openNewExpense(page, 'zh-CN');
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByText('请输入标题').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '请添加至少一条费用明细' })).toBeVisible();
  await chooseLocale(page, 'en-US');
  await expect(page.getByText('Please enter Title').first()).toBeVisible();
  await chooseLocale(page, 'zh-CN');

  await page.getByRole('textbox', { name: words.title }).fill(title);
  await pickFirst(page, words.department, words.departmentList);
  await pickFirst(page, words.payee, words.payeeList);
  await addOfficeLine(page, 'zh-CN', '128.50');
  await expect(page.getByTestId('lines-total')).toContainText(words.total(1, '¥128.50'));
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+\/edit$/);

  await page.getByRole('button', { name: words.submit }).click();
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
  await expect(card.getByText('审批中')).toBeVisible();
});

test('a trip is asked for on a travel expense only, saved and read back part by part', async ({
  page,
}) => {
  await openNewExpense(page, 'zh-CN');
  await expect(page.getByRole('group', { name: /^行程/ })).toHaveCount(0);
  await page.getByLabel(words.billType).selectOption({ label: '差旅报销单' });
  await page.getByRole('textbox', { name: words.title }).fill('e2e 行程草稿');
  const trip = page.getByRole('group', { name: /^行程/ });
  await trip.getByLabel(/^交通方式/).selectOption({ label: '火车' });
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+\/edit$/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: words.title })).toHaveValue('e2e 行程草稿');
  await expect(trip.getByLabel(/^交通方式/)).toHaveValue('train');
});

test('a bill over the expense standard is refused with the standard-violation message', async ({
  page,
}) => {
  await openNewExpense(page, 'zh-CN');
  await page.getByRole('textbox', { name: words.title }).fill('e2e 超标报销');
  await pickFirst(page, words.department, words.departmentList);
  await pickFirst(page, words.payee, words.payeeList);
  await addOfficeLine(page, 'zh-CN', '60000');
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('main').getByText('该单据不符合费用标准，无法提交')).toBeVisible();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+\/edit$/);

  // Still a draft: the detail offers Edit and says it waits to be submitted.
  await page.goto(page.url().replace(/\/edit$/, ''));
  await expect(page.getByRole('link', { name: '编辑' })).toBeVisible();
  await expect(page.getByText('待提交').first()).toBeVisible();
});

test('the new bill form and its line editor have no detectable accessibility violations', async ({
  page,
}) => {
  await openNewExpense(page, 'zh-CN');
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByText('请输入标题').first()).toBeVisible();
  const form = await axeFor(page).analyze();
  expect(form.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual(
    [],
  );
  await page.getByRole('button', { name: words.addLine }).click();
  await page.getByLabel(words.feeType).selectOption({ label: '日常费用/办公用品' });
  const editor = await axeFor(page).analyze();
  expect(
    editor.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`),
  ).toEqual([]);
});
