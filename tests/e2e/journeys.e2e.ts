import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { submitterAndApprover, type LabStaff } from './journeyStaff';
import { signIn } from './labSignIn';

test.setTimeout(120_000);
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
  await tabTo(page, form.getByRole('textbox', { name: /^报销金额/ }));
  await page.keyboard.type('88.00');
  const department = form.getByRole('combobox', { name: /^费用承担部门/ });
  await tabTo(page, department);
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('listbox', { name: '费用承担部门' }).getByRole('option').first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(department).not.toHaveValue('');
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
  await tabTo(page, dialog.getByRole('button', { name: '确定' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: '通知' }).getByText('已处理')).toBeVisible();
  await expect(page.getByRole('list', { name: '审批记录' })).toContainText('同意报销');
});

test('with touch alone on a phone: sign in, home, new bill, submit, and the approver agrees', async ({
  browser,
  request,
}) => {
  const { submitter, approver } = await submitterAndApprover(request);
  const title = 'e2e 触屏报销';
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await signInAs(page, submitter);

  await page.getByRole('link', { name: '日常报销单' }).tap();
  const form = page.getByRole('form', { name: '日常报销单表单' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: /^标题/ }).tap();
  await page.keyboard.insertText(title);
  await form.getByRole('textbox', { name: /^报销金额/ }).tap();
  await page.keyboard.insertText('66.00');
  await form.getByRole('combobox', { name: /^费用承担部门/ }).tap();
  await page.getByRole('listbox', { name: '费用承担部门' }).getByRole('option').first().tap();
  await page.getByRole('button', { name: '提交' }).tap();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+$/);

  await signInAs(page, approver);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /^审批/ }).tap();
  await page.getByRole('link', { name: title }).tap();
  await page.getByRole('button', { name: '同意', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: '同意' });
  await dialog.getByRole('textbox').tap();
  await page.keyboard.insertText('同意报销');
  await dialog.getByRole('button', { name: '确定' }).tap();
  await expect(page.getByRole('region', { name: '通知' }).getByText('已处理')).toBeVisible();
  await context.close();
});
