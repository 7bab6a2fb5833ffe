import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

const RULE_PATH = '/api/v1/flow/smallComponentConfig/getSmallComponentConfig';

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
});

async function firstId(request: APIRequestContext, path: string, filterBy: string) {
  const answer = await request.post(path, { data: { filterBy, limit: { start: 0, count: 1 } } });
  const { items } = (await answer.json()) as { items: { id: string; flowId?: string }[] };
  if (!items[0]) throw new Error(`no seeded item at ${path} where ${filterBy}`);
  return items[0].flowId ?? items[0].id;
}

/** The additional-message blocks on the page, top to bottom. */
async function blockOrder(page: Page): Promise<string[]> {
  const blocks = page.locator('[data-testid^="bill-block-"]');
  await expect(blocks.first()).toBeVisible();
  return blocks.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
}

test('an admin reorders the default rule and the bill detail and approval screen follow it', async ({
  page,
  request,
}) => {
  await page.goto('/admin-rules');
  await page.getByRole('link', { name: '编辑 默认规则' }).click();
  const form = page.getByRole('form', { name: '附加信息规则表单' });
  for (let step = 0; step < 3; step += 1) {
    await form.getByRole('button', { name: '上移 自定义展示' }).click();
  }
  await form.getByRole('radio', { name: '标签' }).check();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/admin-rules$/);

  const expected = [
    'bill-block-customDisplaies',
    'bill-block-flowModifyContrasts',
    'bill-block-riskTips',
    'bill-block-invoiceConfig',
  ];
  const since = Date.now();
  const billId = await firstId(request, '/api/v1/flow/flows/my/search', '');
  await page.goto(`/bills/${encodeURIComponent(billId)}`);
  expect(await blockOrder(page)).toEqual(expected);
  const custom = page.getByRole('region', { name: '自定义展示' });
  await expect(custom.getByText(/^备注：/)).toBeVisible();
  await expect(page.getByRole('region', { name: '风险提示' }).getByRole('term')).toHaveText([
    '超标准',
    '重复发票',
  ]);
  await expect(page.getByRole('region', { name: '发票信息' })).toContainText(/张发票|暂无发票/);

  const taskBill = await firstId(request, '/api/v1/flow/backlogs/search', 'state == "APPROVING"');
  await page.goto(`/approval/bills/${encodeURIComponent(taskBill)}`);
  expect(await blockOrder(page)).toEqual(expected);
  await expect(page.getByRole('region', { name: '单据修改对比' }).getByRole('term')).toHaveText([
    '金额',
    '标题',
  ]);

  const journal = (await (
    await request.get(`/__lab/requests?method=GET&path=${RULE_PATH}&since=${since}`)
  ).json()) as { items: { status: number; query?: unknown; url?: string }[] };
  expect(journal.items.length).toBeGreaterThanOrEqual(2);
  expect(journal.items.every((entry) => entry.status === 200)).toBe(true);
});
