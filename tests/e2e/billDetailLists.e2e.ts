import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

const MY_BILLS = '/api/v1/flow/flows/my/search';
/** The theme's light `danger` token: a percentage above 100 shows in it (docs/bills-and-workflow.md). */
const DANGER = 'rgb(198, 40, 40)';

interface Row {
  entity: { type: string };
  values: Record<string, unknown>;
}

async function myBillIds(
  request: APIRequestContext,
  filterBy: string,
  staffId?: string,
): Promise<string[]> {
  // The lab's host-staff cookie makes "my bills" someone else's (lab/hosts/README.md).
  const headers: Record<string, string> = staffId
    ? { cookie: `lab-host-staff=${encodeURIComponent(staffId)}` }
    : {};
  const answer = await request.post(MY_BILLS, {
    data: { filterBy, limit: { start: 0, count: 500 } },
    headers,
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { items: { id: string }[] };
  return body.items.map((item) => item.id);
}

/** A bill of mine with trips, a private car and a contract executed above 100 %. */
async function billWithLists(request: APIRequestContext): Promise<string> {
  const ids = await myBillIds(request, 'formType.in("expense","reimbursement","requisition")');
  for (const id of ids) {
    const answer = await request.get(`/api/v1/flow/flows/${id}/dataLinks`);
    const rows = ((await answer.json()) as { items: Row[] }).items;
    const over = rows.some((row) => Number(row.values.executionRate) > 100);
    if (over && rows.some((row) => row.entity.type === 'PRIVATE_CAR')) return id;
  }
  throw new Error('The seed has no bill of mine with a private car and an over-executed contract');
}

/** A reconciliation bill of the group: the lab's own staff writes none, so ask each colleague. */
async function reconciliationBill(request: APIRequestContext): Promise<string> {
  const staffs = (await (await request.get('/__lab/staffs')).json()) as { items: { id: string }[] };
  for (const staff of staffs.items) {
    const [id] = await myBillIds(request, 'formType == "reconciliation"', staff.id);
    if (id) return id;
  }
  throw new Error('The seed has no reconciliation bill in the group');
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a bill detail lists its trips, latest first, and filters them by import status', async ({
  page,
  request,
}) => {
  await page.goto(`/bills/${await billWithLists(request)}`);
  const trips = page.getByRole('table', { name: '行程' });
  await expect(trips).toBeVisible();
  for (const header of ['出行方式', '出发时间', '供应商', '导入状态']) {
    await expect(trips.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const departures = () =>
    trips
      .locator('tbody tr td:nth-child(3) time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  const all = await departures();
  expect(all.length).toBeGreaterThanOrEqual(2);
  expect(all).toEqual([...all].sort().reverse());
  await expect(trips.locator('tbody tr td:first-child').first()).toHaveText(/^(用车|火车|飞机)$/);

  await page.getByLabel('导入状态').selectOption({ label: '未导入' });
  const statuses = trips.locator('tbody tr td:nth-child(6)');
  await expect(statuses.first()).toHaveText('未导入');
  expect(new Set(await statuses.allTextContents())).toEqual(new Set(['未导入']));
  const notImported = await departures();
  expect(notImported.length).toBeLessThan(all.length);
  expect(notImported).toEqual([...notImported].sort().reverse());

  await page.getByLabel('导入状态').selectOption({ label: '全部' });
  await expect(trips.locator('tbody tr')).toHaveCount(all.length);
});

test('a bill detail lists its data links with visibility, owner and use count', async ({
  page,
  request,
}) => {
  await page.goto(`/bills/${await billWithLists(request)}`);
  const links = page.getByRole('table', { name: '业务对象' });
  await expect(links).toBeVisible();
  const headers = await links.getByRole('columnheader').allTextContents();
  expect(headers).toEqual(['类型', '名称', '编码', '可见范围', '负责人', '引用次数']);

  const car = links.getByRole('row').filter({ hasText: '私车信息已隐藏' });
  await expect(car).toHaveCount(1);
  await expect(car.getByRole('cell').nth(2)).toHaveText('—');

  const over = links.getByText(/^1[0-9]{2}%$/).first();
  await expect(over).toBeVisible();
  await expect(over).toHaveCSS('color', DANGER);
  const rows = links.locator('tbody tr');
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(3)).not.toHaveText('');
    await expect(row.getByRole('cell').nth(5)).toHaveText(/^\d+$/);
  }
});

test('a reconciliation bill shows checking, invoice and settlement as three axes', async ({
  page,
  request,
}) => {
  await page.goto(`/bills/${await reconciliationBill(request)}`);
  const progress = page.getByRole('region', { name: '对账结算进度' });
  await expect(progress).toBeVisible();
  for (const axis of ['对账', '开票', '结算']) {
    await expect(progress.getByRole('region', { name: axis })).toBeVisible();
  }
  await expect(progress.getByText(/^(待对账|对账中|已对账)/).first()).toBeVisible();
  await expect(progress.getByText('供应商档案类型')).toBeVisible();
});
