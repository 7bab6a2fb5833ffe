import type { Page } from '@playwright/test';
import { watchCspViolations } from './cspWatch';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { sessionJournal } from './labSession';
import { openNewExpense } from './uploadHelpers';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  expect((await request.post('/__lab/flags/reset')).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  await request.post('/__lab/flags/reset');
});

const uploads = (page: Page) => page.getByRole('list', { name: '附件上传' });
const hostCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as { __labHostCalls?: { method: string; args: unknown }[] }).__labHostCalls ?? []).map(
      (call) => call.method,
    ),
  );

test('in WeCom a photo from the chat app’s picker uploads under the app’s CSP, read as data, not fetched', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await signIn(page, { host: 'wecom' });
  await openNewExpense(page, { inApp: true });
  await page.getByRole('button', { name: '选择图片' }).click();
  await expect(
    uploads(page).getByRole('listitem').filter({ hasText: 'image-1.jpg' }),
  ).toContainText('已上传');
  expect(await hostCalls(page)).toEqual(expect.arrayContaining(['chooseImage', 'getLocalImgData']));
  expect(await violations()).toEqual([]);
  await expect(page.getByRole('list', { name: '附件', exact: true })).toContainText('image-1.jpg');
});

test('in WeCom the file picker’s own sizes refuse a file over the limit with the chat-app message', async ({
  page,
}) => {
  await signIn(page, { host: 'wecom' });
  await openNewExpense(page, { inApp: true });
  const corporationId = await page.evaluate(() => window.__expenseLab?.session().corporationId);
  const served = await page.request.post('/__lab/flags/upload-max-size-mb/tenants', {
    data: { corporationIds: [corporationId], variationId: 'mb-1' },
  });
  expect(served.ok()).toBe(true);
  const pick = page.getByRole('button', { name: '从聊天中选择文件' });
  await expect(async () => {
    await pick.click();
    await expect(
      page.getByRole('alert').filter({ hasText: '您选择上传的文件过大，请压缩后再上传' }),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(
    uploads(page).getByRole('listitem').filter({ hasText: '差旅行程单.pdf' }).first(),
  ).toContainText('已上传');
  await expect(
    uploads(page).getByRole('listitem').filter({ hasText: '会议纪要扫描件.pdf' }),
  ).toHaveCount(0);
});

test('in WeCom a picker that fails says why in the SDK’s own words, and the draft is untouched', async ({
  page,
}) => {
  await signIn(page, { host: 'wecom' });
  await openNewExpense(page, { inApp: true });
  // The lab's WeCom refuses the album this once, as a person who denied access would see.
  await page.evaluate(() => {
    const wx = (window as unknown as { wx: { chooseImage(o: { fail(r: unknown): void }): void } })
      .wx;
    wx.chooseImage = (options) => options.fail({ errMsg: 'chooseImage:fail, 用户拒绝授权相册' });
  });
  await page.getByRole('button', { name: '选择图片' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'SDK returned error: chooseImage:fail, 用户拒绝授权相册',
  );
  await expect(page.getByText('文件上传失败')).toHaveCount(0);
  await expect(page.getByRole('list', { name: '附件', exact: true })).toContainText('暂无附件');
});

test('a host without an image picker says so once, and the widget adds no second message', async ({
  page,
}) => {
  await signIn(page, { host: 'hzbank' });
  await openNewExpense(page, { inApp: true });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: '选择图片' }).click();
  await expect.poll(() => alerts).toEqual(['暂不支持，请咨询系统管理员']);
  // The form's own summary is an empty alert region; no message may appear in any alert.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(uploads(page)).toHaveCount(0);
});

test.describe('in the native app', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Linux; Android 14) ExpenseNative/9.60.0 Bridge/0.9.80 (Android)',
  });

  test('a photo from its album is uploaded by the app itself, with the storage fields', async ({
    page,
  }) => {
    await signIn(page, { host: 'native' });
    await openNewExpense(page, { inApp: true });
    await page.getByRole('button', { name: '选择图片' }).click();
    await expect(
      uploads(page).getByRole('listitem').filter({ hasText: '现场照片.jpg' }),
    ).toContainText('已上传');
    expect(await hostCalls(page)).toEqual(
      expect.arrayContaining(['canIUse', 'chooseImage', 'proxyRequest']),
    );
    const posted = await sessionJournal(page, '/api/v1/attachment/attachments/uploadFile');
    expect(posted).toHaveLength(1);
    expect(JSON.parse(posted[0].body?.preview ?? '{}')).toMatchObject({
      filePath: expect.stringMatching(/^expense-local:/),
      'x:originalname': '现场照片.jpg',
      files: [{ name: '现场照片.jpg', type: 'image/jpeg' }],
    });
    await expect(page.getByRole('list', { name: '附件', exact: true })).toContainText(
      '现场照片.jpg',
    );
  });
});
