import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { faultOnce } from './serverErrorFaults';

const PROGRESS_PATH = '/api/v1/group/center/task/batchTaskIsFinish';
const PROGRESS_CALL = { method: 'GET', path: PROGRESS_PATH };

interface JournalItems {
  items: { status: number }[];
}

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
});

test.afterEach(async ({ request }) => {
  expect((await request.delete('/__lab/faults?scope=global')).ok()).toBe(true);
});

/** Distributes everything to the first subsidiary, from the group centre's first step. */
async function distribute(page: import('@playwright/test').Page) {
  await page.goto('/group-center');
  const tenants = page.getByRole('region', { name: '1. 选择企业' }).getByRole('listitem');
  await tenants.nth(0).getByRole('checkbox').check();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '全部下发' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
  await page.getByRole('button', { name: '下发', exact: true }).click();
}

test('a refused progress read says the server’s words, and 重试 reads on until the batch is done', async ({
  page,
  request,
}) => {
  await faultOnce(
    request,
    { type: 'status', status: 503, body: { message: '任务服务繁忙，请稍后再看' } },
    undefined,
    PROGRESS_CALL,
  );
  await distribute(page);
  const said = page.getByText('任务服务繁忙，请稍后再看', { exact: true });
  await expect(said).toBeVisible();
  await expect(page.getByText('无法获取下发进度')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/group-progress-refused.png' });

  await page.getByRole('button', { name: '重试' }).click();
  await expect(said).toBeHidden();
  const progress = page.getByRole('region', { name: '3. 下发进度' });
  await expect(progress.getByRole('status')).toHaveText('下发成功', { timeout: 15_000 });
  const journal = await page.request.get(`/__lab/requests?method=GET&path=${PROGRESS_PATH}`);
  const statuses = ((await journal.json()) as JournalItems).items.map((item) => item.status);
  expect(statuses[0]).toBe(503);
  expect(statuses.slice(1).every((status) => status === 200)).toBe(true);
});

test('a progress read refused with a 403 shows nothing', async ({ page, request }) => {
  await faultOnce(
    request,
    { type: 'status', status: 403, body: { message: '无权查看下发进度' } },
    undefined,
    PROGRESS_CALL,
  );
  const refused = page.waitForResponse(
    (response) => response.url().includes(PROGRESS_PATH) && response.status() === 403,
  );
  await distribute(page);
  await refused;
  const progress = page.getByRole('region', { name: '3. 下发进度' });
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText('无权查看下发进度')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
});
