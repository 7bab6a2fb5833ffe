import type { Locator, Page } from '@playwright/test';
import { devicePage, PHONE_VIEWPORT } from './devicePage';
import { expect, test } from './fixtures';
import { submitterAndApprover, type LabStaff } from './journeyStaff';
import { signIn } from './labSignIn';

test.setTimeout(120_000);

/** The fee type of the line each journey adds. */
const OFFICE = '日常费用/办公用品';
test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

/** Moves focus with Tab (as a keyboard user does) until `target` has it. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

async function signInAs(page: Page, staff: LabStaff): Promise<void> {
  await signIn(page, { corp: staff.corporationId, staff: staff.id });
  await expect(page.getByTestId('home-todos')).toBeVisible();
}

test('with the keyboard alone: sign in, home, new bill, submit, and the approver agrees', async ({
  page,
  request,
}) => {
  const { submitter, approver } = await submitterAndApprover(request);
  const title = 'e2e 键盘报销';
  await signInAs(page, submitter);

  await tabTo(page, page.getByRole('link', { name: '日常报销单' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: '日常报销单表单' });
  await expect(form).toBeVisible();
  await tabTo(page, form.getByRole('textbox', { name: /^标题/ }));
  await page.keyboard.type(title);
  for (const [field, list] of [
    [/^费用承担部门/, '费用承担部门'],
    [/^收款信息/, '收款信息'],
  ] as const) {
    const picker = form.getByRole('combobox', { name: field });
    await tabTo(page, picker);
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('listbox', { name: list }).getByRole('option').first(),
    ).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(picker).not.toHaveValue('');
  }
  // The amount is the lines' total: one line, added in its drawer with the keyboard.
  await tabTo(page, form.getByRole('button', { name: '+ 添加费用' }));
  await page.keyboard.press('Enter');
  const line = page.getByRole('dialog', { name: '新的费用' });
  const feeType = line.getByLabel(/^费用类型/);
  await tabTo(page, feeType);
  for (let presses = 0; presses < 20; presses += 1) {
    if (
      (await feeType.evaluate((node: HTMLSelectElement) => node.selectedOptions[0]?.text)) ===
      OFFICE
    )
      break;
    await page.keyboard.press('ArrowDown');
  }
  for (const [field, text] of [
    [/^金额/, '88.00'],
    [/^物品名称/, '打印纸'],
    [/^数量/, '2'],
  ] as const) {
    await tabTo(page, line.getByRole('textbox', { name: field }));
    await page.keyboard.type(text);
  }
  await tabTo(page, line.getByRole('button', { name: '确定' }));
  await page.keyboard.press('Enter');
  await expect(line).toBeHidden();
  await expect(form.getByTestId('lines-total')).toContainText('¥88.00');
  await tabTo(page, page.getByRole('button', { name: '提交' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeAttached();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+$/);

  await signInAs(page, approver);
  await tabTo(page, page.getByRole('link', { name: /待我审批/ }).first());
  await page.keyboard.press('Enter');
  const bill = page.getByRole('link', { name: title });
  await expect(bill).toBeVisible();
  await tabTo(page, bill);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: '同意', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '同意' });
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('同意报销');
  await tabTo(page, dialog.getByRole('button', { name: '同意', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: '通知' }).getByText('已同意')).toBeVisible();
  await expect(page.getByRole('list', { name: '审批记录' })).toContainText('同意报销');
});

test('with touch alone on a phone: sign in, home, new bill, submit, and the approver agrees', async ({
  browser,
  request,
}) => {
  const { submitter, approver } = await submitterAndApprover(request);
  const title = 'e2e 触屏报销';
  const page = await devicePage(browser, { viewport: PHONE_VIEWPORT, phone: true });
  await signInAs(page, submitter);

  await page.getByRole('link', { name: '日常报销单' }).tap();
  const form = page.getByRole('form', { name: '日常报销单表单' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: /^标题/ }).tap();
  await page.keyboard.insertText(title);
  for (const [field, list] of [
    [/^费用承担部门/, '费用承担部门'],
    [/^收款信息/, '收款信息'],
  ] as const) {
    await form.getByRole('combobox', { name: field }).tap();
    await page.getByRole('listbox', { name: list }).getByRole('option').first().tap();
  }
  // The amount is the lines' total: one line, added in its sheet.
  await form.getByRole('button', { name: '+ 添加费用' }).tap();
  const line = page.getByRole('dialog', { name: '新的费用' });
  // A native select opens the phone's own picker, which a test cannot tap: the choice is made.
  await line.getByLabel(/^费用类型/).tap();
  await line.getByLabel(/^费用类型/).selectOption({ label: OFFICE });
  for (const [field, text] of [
    [/^金额/, '66.00'],
    [/^物品名称/, '打印纸'],
    [/^数量/, '2'],
  ] as const) {
    await line.getByRole('textbox', { name: field }).tap();
    await page.keyboard.insertText(text);
  }
  await line.getByRole('button', { name: '确定' }).tap();
  await expect(line).toBeHidden();
  await expect(form.getByTestId('lines-total')).toContainText('¥66.00');
  await page.getByRole('button', { name: '提交' }).tap();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+$/);

  await signInAs(page, approver);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /^审批/ }).tap();
  await page.getByRole('link', { name: title }).tap();
  await page.getByRole('button', { name: '同意', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: '同意' });
  await dialog.getByRole('textbox').tap();
  await page.keyboard.insertText('同意报销');
  await dialog.getByRole('button', { name: '同意', exact: true }).tap();
  await expect(page.getByRole('region', { name: '通知' }).getByText('已同意')).toBeVisible();
  await page.context().close();
});
