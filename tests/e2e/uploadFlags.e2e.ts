import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { bytes, openNewExpense } from './uploadHelpers';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  expect((await request.post('/__lab/flags/reset')).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  await request.post('/__lab/flags/reset');
});

async function serveToMyTenant(page: Page, flag: string, variationId: string) {
  const corporationId = await page.evaluate(() => window.__expenseLab?.session().corporationId);
  const answer = await page.request.post(`/__lab/flags/${flag}/tenants`, {
    data: { corporationIds: [corporationId], variationId },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const uploads = (page: Page) => page.getByRole('list', { name: '附件上传' });

test('the size limit follows its flag while the form is open', async ({ page }) => {
  await signIn(page);
  await openNewExpense(page);
  await page.getByRole('textbox', { name: /^标题/ }).fill('e2e 大小上限');
  await serveToMyTenant(page, 'upload-max-size-mb', 'mb-1');
  const input = page.getByLabel('添加附件', { exact: true });
  // The stream brings the change; until it lands a 1.5 MB file would still go, so poll the effect.
  await expect(async () => {
    await input.setInputFiles({
      name: '大文件.pdf',
      mimeType: 'application/pdf',
      buffer: bytes(1_500_000, 1),
    });
    await expect(page.getByRole('alert').filter({ hasText: '大文件.pdf' })).toHaveText(
      '大文件.pdf 超过 1M，未上传',
      { timeout: 1_000 },
    );
  }).toPass();
  await input.setInputFiles({
    name: '小文件.pdf',
    mimeType: 'application/pdf',
    buffer: bytes(500_000, 2),
  });
  await expect(uploads(page).getByRole('listitem').filter({ hasText: '小文件.pdf' })).toContainText(
    '已上传',
  );
  await expect(page.getByRole('textbox', { name: /^标题/ })).toHaveValue('e2e 大小上限');
});

test('turning the upload module off leaves a plain input, and on again brings the widget back', async ({
  page,
}) => {
  await signIn(page);
  await openNewExpense(page);
  await page.getByLabel('添加附件', { exact: true }).setInputFiles({
    name: '已传.pdf',
    mimeType: 'application/pdf',
    buffer: bytes(40_000, 3),
  });
  await expect(uploads(page).getByText('已上传')).toBeVisible();

  await serveToMyTenant(page, 'module-upload', 'off');
  await expect(page.getByLabel('添加附件', { exact: true })).toHaveCount(0);
  const field = page.getByRole('list', { name: '附件', exact: true });
  await expect(field.getByText('已传.pdf')).toBeVisible();
  await page.getByTitle('添加附件').setInputFiles({
    name: '待传.pdf',
    mimeType: 'application/pdf',
    buffer: bytes(40_000, 4),
  });
  await expect(field.getByRole('listitem').filter({ hasText: '待传.pdf' })).toContainText(
    '(待上传)',
  );

  await serveToMyTenant(page, 'module-upload', 'on');
  await expect(page.getByLabel('添加附件', { exact: true })).toBeVisible();
  await expect(field.getByText('已传.pdf')).toBeVisible();
  await expect(field.getByText('待传.pdf')).toBeVisible();
});
