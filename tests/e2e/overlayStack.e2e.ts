import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { axeFor } from './axeFor';

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
  await page.goto('/admin-rules');
  await page.getByRole('link', { name: '新建规则' }).click();
  await expect(page.getByRole('form', { name: '附加信息规则表单' })).toBeVisible();
});

/** The title of the dialog that holds the focus, or null when the focus is outside every one. */
const focusedDialog = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.activeElement?.closest('[role="dialog"]');
    const titleId = dialog?.getAttribute('aria-labelledby');
    return titleId ? (document.getElementById(titleId)?.textContent ?? '') : null;
  });

const focusedName = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.getAttribute('aria-label') ??
      document.activeElement?.textContent ??
      '',
  );

test('the staff drawer and the details modal stacked on it are usable by keyboard alone', async ({
  page,
}) => {
  const opener = page.getByRole('button', { name: '选择人员' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '适用人员' });
  await expect(drawer).toBeVisible();
  expect(await focusedDialog(page)).toBe('适用人员');
  // Focus is trapped: however far one tabs, it stays in the drawer.
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedDialog(page)).toBe('适用人员');
  }

  const edge = drawer.getByRole('separator', { name: '调整宽度（左右方向键）' });
  const before = Number(await edge.getAttribute('aria-valuenow'));
  await edge.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(edge).toHaveAttribute('aria-valuenow', String(before + 40));

  const details = drawer.getByRole('button', { name: /^查看.+的详情$/ }).first();
  const staffName = ((await details.textContent()) ?? '').replace(/^查看|的详情$/g, '');
  await details.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: staffName });
  await expect(modal).toBeVisible();
  expect(await focusedDialog(page)).toBe(staffName);
  const axe = await axeFor(page).include('[role="dialog"]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((violation) => violation.id)).toEqual([]);

  // Escape closes only the top layer, and the focus goes back to what opened it.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(drawer).toBeVisible();
  expect(await focusedName(page)).toBe(`查看${staffName}的详情`);

  await drawer.getByRole('checkbox', { name: new RegExp(staffName) }).focus();
  await page.keyboard.press('Space');
  await drawer.getByRole('button', { name: '确定' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('list', { name: '适用人员' })).toContainText(staffName);
});

test('by mouse the drawer goes full screen, resizes from its edge, and a mask click closes it unchanged', async ({
  page,
}) => {
  await page.getByRole('button', { name: '选择人员' }).click();
  const drawer = page.getByRole('dialog', { name: '适用人员' });
  await expect(drawer).toBeVisible();

  await drawer.getByRole('button', { name: '全屏' }).click();
  await expect(drawer.getByRole('button', { name: '退出全屏' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await drawer.boundingBox())?.width).toBe(page.viewportSize()?.width);
  await drawer.getByRole('button', { name: '退出全屏' }).click();

  const edge = drawer.getByRole('separator');
  const box = await edge.boundingBox();
  if (!box) throw new Error('the drawer has no resize edge');
  const startWidth = Number(await edge.getAttribute('aria-valuenow'));
  await page.mouse.move(box.x + box.width / 2, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x - 150, box.y + 100, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => Number(await edge.getAttribute('aria-valuenow')))
    .toBeGreaterThan(startWidth + 100);

  await drawer.getByRole('checkbox').first().check();
  await page.mouse.click(10, 300);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('list', { name: '适用人员' })).toContainText('未选择人员');
});

test('the browser’s back button takes the drawer and the modal on it away with the page', async ({
  page,
}) => {
  await page.getByRole('button', { name: '选择人员' }).click();
  const drawer = page.getByRole('dialog', { name: '适用人员' });
  await drawer
    .getByRole('button', { name: /^查看.+的详情$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin-rules$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('table', { name: '附加信息规则列表' })).toBeVisible();
});
