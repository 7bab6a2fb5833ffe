import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { bytes, openNewExpense } from './uploadHelpers';

const UPLOAD_PATH = '/^\\/api\\/v1\\/attachment\\/attachments\\/uploadFile$/';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  expect((await request.delete('/__lab/faults?scope=global')).ok()).toBe(true);
});

const uploads = (page: Page) => page.getByRole('list', { name: '附件上传' });
const itemOf = (page: Page, name: string) =>
  uploads(page).getByRole('listitem').filter({ hasText: name });

async function choose(page: Page, name: string, size: number, mimeType = 'application/pdf') {
  await page.getByLabel('添加附件', { exact: true }).setInputFiles({
    name,
    mimeType,
    buffer: bytes(size, name.length),
  });
}

test('ten files of mixed types upload together with progress and the draft keeps them all', async ({
  page,
}) => {
  await signIn(page);
  await openNewExpense(page);
  await page.getByRole('textbox', { name: /^标题/ }).fill('e2e 十个附件');
  const files = [
    ['出租车发票.pdf', 'application/pdf'],
    ['酒店水单.png', 'image/png'],
    ['餐饮小票.jpg', 'image/jpeg'],
    ['行程单.jpeg', 'image/jpeg'],
    ['合同.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['明细.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['说明.txt', 'text/plain'],
    ['电子发票.ofd', 'application/ofd'],
    ['附件包.zip', 'application/zip'],
    ['费用表.csv', 'text/csv'],
  ] as const;
  await page.getByLabel('添加附件', { exact: true }).setInputFiles(
    files.map(([name, mimeType], index) => ({
      name,
      mimeType,
      buffer: bytes(150_000 + index * 10_000, index),
    })),
  );
  await expect(page.getByRole('progressbar', { name: '总进度' })).toBeVisible();
  await expect(uploads(page).getByRole('progressbar')).toHaveCount(10);
  await expect(uploads(page).getByText('已上传')).toHaveCount(10, { timeout: 20_000 });
  await expect(page.getByRole('progressbar', { name: '总进度' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText(/^已保存 \d\d:\d\d$/)).toBeVisible();
  await page.goto(page.url().replace(/\/edit$/, ''));
  for (const [name] of files) {
    await expect(page.getByRole('button', { name: `下载 ${name}` })).toBeVisible();
  }
});

test('a connection reset half-way ends the item in error, and a retry once the link is back stores it', async ({
  page,
}) => {
  await signIn(page, { scenario: 'upload-reset-at-50' });
  await openNewExpense(page);
  await choose(page, '断线.pdf', 1_000_000);
  const item = itemOf(page, '断线.pdf');
  await expect(item.getByRole('alert')).toHaveText('文件上传失败');
  // QA brings the link back the WireMock way: the scenario leaves its Started state.
  const linkBack = await page.request.put('/__lab/scenarios/upload-reset-at-50/state', {
    data: { state: 'link-back' },
  });
  expect(linkBack.ok(), await linkBack.text()).toBe(true);
  await item.getByRole('button', { name: '重试上传断线.pdf' }).click();
  await expect(item.getByText('已上传')).toBeVisible();
});

test('a 401 in the middle of an upload refreshes the token and the file is stored without a retry', async ({
  page,
}) => {
  await signIn(page, { scenario: 'upload-401-mid-upload' });
  await openNewExpense(page);
  const refresh = page.waitForRequest(
    (request) =>
      request.url().endsWith('/idp/public/oauth2/token') &&
      /refresh_token/.test(request.postData() ?? ''),
  );
  await choose(page, '过期.pdf', 1_000_000);
  await refresh;
  await expect(itemOf(page, '过期.pdf').getByText('已上传')).toBeVisible();
  await expect(page).toHaveURL(/\/bills\/new$/);
  await expect(page.getByRole('form', { name: '日常报销单表单' })).toBeVisible();
});

test('over a slow link a large file is read slowly by the lab and still ends stored in the draft', async ({
  page,
}) => {
  await signIn(page, { scenario: 'upload-slow-link' });
  await openNewExpense(page);
  await page.getByRole('textbox', { name: /^标题/ }).fill('e2e 慢速上传');
  const since = Date.now();
  // How far the bar gets before the lab reads on depends on socket buffers, so it is not asserted.
  // 10 MB is still large: above the image-compression threshold and more than one MD5 chunk,
  // and 5 s of reading at the lab's 2 MB/s.
  await choose(page, '慢速.pdf', 10_000_000);
  await expect(itemOf(page, '慢速.pdf').getByText('已上传')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: '慢速.pdf 上传进度' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  const journal = await page.request.get(
    `/__lab/requests?method=POST&path=/api/v1/attachment/attachments/uploadFile&since=${since}`,
  );
  const { items } = (await journal.json()) as {
    items: { scenario: string | null; status: number }[];
  };
  expect(items.map(({ scenario, status }) => [scenario, status])).toEqual([
    ['upload-slow-link@Started', 200],
  ]);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText(/^已保存 \d\d:\d\d$/)).toBeVisible();
  await page.goto(page.url().replace(/\/edit$/, ''));
  await expect(page.getByRole('button', { name: '下载 慢速.pdf' })).toBeVisible();
});

test('an upload the lab never answers times out after 120 s, and a retry stores it', async ({
  page,
  request,
}) => {
  // The page's clock only, so the 120 s pass at once; the lab keeps real time.
  await page.clock.install();
  // A lab session of this page's own: a one-shot global hang could be taken by another page's
  // upload still on its way in the same lab. The host's open address names it, since opening a
  // host otherwise starts a fresh session and the fault armed here would never be met.
  const session = `upload-timeout-${test.info().testId}`.slice(0, 64);
  await signIn(page, { session });
  await openNewExpense(page);
  const fault = await request.post('/__lab/faults', {
    headers: { 'X-Lab-Session': session },
    data: {
      match: { method: 'POST', path: UPLOAD_PATH },
      scope: 'session',
      fault: { type: 'hang' },
      fire: { mode: 'times', n: 1 },
    },
  });
  expect(fault.status(), await fault.text()).toBe(201);
  await choose(page, '超时.pdf', 200_000);
  const item = itemOf(page, '超时.pdf');
  await expect(item.getByRole('progressbar')).toBeVisible();
  // The one-shot fault leaves the list once a request took it: only then does the 120 s run.
  const armed = async () => {
    const answer = await request.get('/__lab/faults', { headers: { 'X-Lab-Session': session } });
    return ((await answer.json()) as { count: number }).count;
  };
  await expect.poll(armed, { message: 'the upload takes the hang' }).toBe(0);
  await page.clock.fastForward('02:01');
  await expect(item.getByRole('alert')).toHaveText('文件上传超时，请重试');
  await item.getByRole('button', { name: '重试上传超时.pdf' }).click();
  await expect(item.getByText('已上传')).toBeVisible();
});

test('a file the server finds too large (413) ends in error asking to compress it', async ({
  page,
}) => {
  await signIn(page, { scenario: 'upload-413' });
  await openNewExpense(page);
  await choose(page, '扫描件.pdf', 300_000);
  await expect(itemOf(page, '扫描件.pdf').getByRole('alert')).toHaveText(
    '您选择上传的文件过大，请压缩后再上传',
  );
  await expect(
    itemOf(page, '扫描件.pdf').getByRole('button', { name: '重试上传扫描件.pdf' }),
  ).toBeVisible();
});
