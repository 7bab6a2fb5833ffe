import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { bytes, openNewExpense } from './uploadHelpers';
import { chooseLocale } from './appearance';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

test('two files upload with progress, the one the lab fails is retried, and the draft keeps both', async ({
  page,
}) => {
  // upload-500-once: the session's first uploadFile answers 500, later ones are stored.
  await signIn(page, { scenario: 'upload-500-once' });
  await openNewExpense(page);
  await page.getByRole('textbox', { name: /^标题/ }).fill('e2e 附件上传');

  await page.getByLabel('添加附件', { exact: true }).setInputFiles([
    { name: '出租车发票.pdf', mimeType: 'application/pdf', buffer: bytes(300_000, 1) },
    { name: 'hotel receipt.png', mimeType: 'image/png', buffer: bytes(200_000, 2) },
  ]);

  const uploads = page.getByRole('list', { name: '附件上传' });
  await expect(page.getByRole('progressbar', { name: '总进度' })).toBeVisible();
  await expect(uploads.getByRole('progressbar')).toHaveCount(2);
  const failed = uploads.getByRole('listitem').filter({ hasText: '文件上传失败' });
  await expect(failed).toHaveCount(1);
  await expect(uploads.getByText('已上传')).toHaveCount(1);

  await failed.getByRole('button', { name: /^重试上传/ }).click();
  await expect(uploads.getByText('已上传')).toHaveCount(2);
  for (const name of ['出租车发票.pdf', 'hotel receipt.png']) {
    await expect(page.getByRole('progressbar', { name: `${name} 上传进度` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  }
  const field = page.getByRole('list', { name: '附件', exact: true });
  await expect(field.getByText('出租车发票.pdf')).toBeVisible();
  await expect(field.getByText('hotel receipt.png')).toBeVisible();
  await expect(field.getByText('(待上传)')).toHaveCount(0);

  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText(/^已保存 \d\d:\d\d$/)).toBeVisible();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+\/edit$/);

  // The saved bill, read back from the lab, carries both as stored attachments.
  await page.goto(page.url().replace(/\/edit$/, ''));
  for (const name of ['出租车发票.pdf', 'hotel receipt.png']) {
    await expect(page.getByRole('button', { name: `下载 ${name}` })).toBeVisible();
  }
});

test('an upload the lab answers with an MD5 mismatch ends in error with the spec message', async ({
  page,
}) => {
  await signIn(page, { scenario: 'upload-md5-mismatch' });
  await openNewExpense(page);
  await chooseLocale(page, 'en-US');
  await page.getByLabel('Add files', { exact: true }).setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: bytes(50_000, 3),
  });
  const item = page.getByRole('listitem').filter({ hasText: 'scan.pdf' });
  await expect(item.getByRole('alert')).toHaveText('file upload failed, reason: file MD5 mismatch');
  await expect(item.getByRole('button', { name: 'Retry uploading scan.pdf' })).toBeVisible();
});
