import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { subsidiaries } from './tenantPage';
import { sessionJournal } from './labSession';
import { bytes, openNewExpense } from './uploadHelpers';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  expect((await request.delete('/__lab/faults?scope=global')).ok()).toBe(true);
});

/** Signs in as staff of the subsidiary at `index` (seed order: ALIOSS, minio, HUAYU). */
async function asSubsidiary(page: Page, request: APIRequestContext, index: number) {
  const corporations = await subsidiaries(request);
  await signIn(page, { corp: corporations[index] });
  await openNewExpense(page);
  await page.getByRole('textbox', { name: /^标题/ }).fill('e2e 附件存储');
}

async function choose(page: Page, name: string, size: number, mimeType = 'application/pdf') {
  await page
    .getByLabel('添加附件', { exact: true })
    .setInputFiles({ name, mimeType, buffer: bytes(size, name.length) });
}

const item = (page: Page, name: string) =>
  page.getByRole('list', { name: '附件上传' }).getByRole('listitem').filter({ hasText: name });

async function saveAndFindDownload(page: Page, name: string) {
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await page.goto(page.url().replace(/\/edit$/, ''));
  await expect(page.getByRole('button', { name: `下载 ${name}` })).toBeVisible();
}

test('a tenant on ALIOSS uploads straight to cloud storage in parts through the vendor client', async ({
  page,
  request,
}) => {
  await asSubsidiary(page, request, 0);
  await choose(page, '云存储发票.pdf', 300_000);
  await expect(item(page, '云存储发票.pdf').getByText('已上传')).toBeVisible();
  const calls = await sessionJournal(page, '/__lab/object-store');
  expect(calls.map((call) => `${call.method} ${call.status}`)).toEqual(
    expect.arrayContaining(['POST 200', 'PUT 200']),
  );
  // The vendor client's multipart upload: initiate (?uploads), a part, complete (?uploadId).
  expect(calls.some((call) => call.method === 'POST' && 'uploads' in call.query)).toBe(true);
  expect(calls.some((call) => call.method === 'PUT' && 'partNumber' in call.query)).toBe(true);
  expect(await sessionJournal(page, '/api/v1/attachment/attachments/uploadFile')).toEqual([]);
  await saveAndFindDownload(page, '云存储发票.pdf');
});

test('a tenant on minio puts the file and checks its MD5: a wrong ETag fails, a retry stores it', async ({
  page,
  request,
}) => {
  await asSubsidiary(page, request, 1);
  const fault = await request.post('/__lab/faults', {
    data: {
      match: { method: 'PUT', path: '/__lab/object-store' },
      scope: 'global',
      fault: { type: 'status', status: 200, headers: { ETag: '"0123456789abcdef"' } },
      fire: { mode: 'times', n: 1 },
    },
  });
  expect(fault.status(), await fault.text()).toBe(201);
  await choose(page, '对象存储.pdf', 200_000);
  const row = item(page, '对象存储.pdf');
  await expect(row.getByRole('alert')).toHaveText('文件上传失败，原因：文件MD5不一致');
  await row.getByRole('button', { name: '重试上传对象存储.pdf' }).click();
  await expect(row.getByText('已上传')).toBeVisible();
  const puts = await sessionJournal(page, '/__lab/object-store/expense-lab');
  expect(puts.filter((call) => call.method === 'PUT')).toHaveLength(2);
  // The MD5 was read by the reader worker and hashed by the MD5 worker, as on any phone.
  const workers = page.workers().map((worker) => new URL(worker.url()).pathname);
  expect(workers).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/md5-worker\./),
      expect.stringMatching(/\/md5-reader\./),
    ]),
  );
  await saveAndFindDownload(page, '对象存储.pdf');
});

test('a tenant on HUAYU posts a form with key, original name, token and storage type', async ({
  page,
  request,
}) => {
  await asSubsidiary(page, request, 2);
  await choose(page, '表单存储.pdf', 100_000);
  await expect(item(page, '表单存储.pdf').getByText('已上传')).toBeVisible();
  const [posted] = await sessionJournal(page, '/__lab/form-store/upload');
  expect(posted.status).toBe(200);
  const fields = JSON.parse(posted.body?.preview ?? '{}') as Record<string, unknown>;
  expect(fields).toMatchObject({
    'x:originalname': '表单存储.pdf',
    uploadType: 'HUAYU',
    key: expect.stringMatching(/^表单存储\d+\d{1,4}\.pdf$/),
    token: expect.stringMatching(/^lab-/),
  });
  await saveAndFindDownload(page, '表单存储.pdf');
});

test('the tenant with an allow-list refuses other types in the person’s words, and the draft keeps the rest', async ({
  page,
  request,
}) => {
  await asSubsidiary(page, request, 2);
  await page.getByLabel('添加附件', { exact: true }).setInputFiles([
    { name: '说明.txt', mimeType: 'text/plain', buffer: bytes(1_000, 1) },
    { name: '发票.pdf', mimeType: 'application/pdf', buffer: bytes(50_000, 2) },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: '只允许上传' })).toHaveText(
    '只允许上传pdf、ofd、jpg、jpeg、png，5M以内的文件',
  );
  await expect(item(page, '发票.pdf').getByText('已上传')).toBeVisible();
  await expect(item(page, '说明.txt')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^标题/ })).toHaveValue('e2e 附件存储');
});

test('the token call failing says so, leaves the draft alone, and a retry uploads', async ({
  page,
  request,
}) => {
  await asSubsidiary(page, request, 0);
  const fault = await request.post('/__lab/faults', {
    data: {
      match: { method: 'GET', path: '/api/v1/attachment/attachments/token' },
      scope: 'global',
      fault: { type: 'status', status: 503, body: { message: '上传凭证服务繁忙，请稍后重试' } },
      fire: { mode: 'times', n: 1 },
    },
  });
  expect(fault.status(), await fault.text()).toBe(201);
  await choose(page, '凭证.pdf', 80_000);
  const row = item(page, '凭证.pdf');
  // The shell's notifier says what the server said.
  await expect(row.getByRole('alert')).toHaveText('上传凭证服务繁忙，请稍后重试');
  await expect(page.getByRole('textbox', { name: /^标题/ })).toHaveValue('e2e 附件存储');
  await row.getByRole('button', { name: '重试上传凭证.pdf' }).click();
  await expect(row.getByText('已上传')).toBeVisible();
});
