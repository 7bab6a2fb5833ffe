import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

interface WireBill {
  id: string;
  state: string;
}

/** A staff of the lab's tenant with a requisition past draft (the rule's default source). */
async function staffWithRequisition(request: APIRequestContext): Promise<string> {
  const staffs = (await (await request.get('/__lab/staffs')).json()) as { items: { id: string }[] };
  for (const staff of staffs.items) {
    const answer = await request.post('/api/v1/flow/flows/my/search', {
      data: { filterBy: 'formType == "requisition"', limit: { start: 0, count: 50 } },
      headers: { cookie: `lab-host-staff=${encodeURIComponent(staff.id)}` },
    });
    const { items } = (await answer.json()) as { items: WireBill[] };
    if (items.some((bill) => !['draft', 'rejected', 'nullify'].includes(bill.state))) {
      return staff.id;
    }
  }
  throw new Error('The seed has no staff with a requisition past draft');
}

test('a travel expense imports a requisition’s fees by its specification’s fee assignment rule', async ({
  page,
  request,
}) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  const staff = await staffWithRequisition(request);
  await signIn(page, { staff });
  const since = Date.now();
  await page.goto('/bills/new');
  await page.getByLabel('单据类型').selectOption({ label: '差旅报销单' });
  const offer = page.getByRole('region', { name: '从申请单导入费用（申请转报销）' });
  const requisitions = offer.getByRole('list', { name: '可导入的申请单' });
  await expect(requisitions.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('lines-total')).toContainText('共 0 笔');

  const take = requisitions.getByRole('button', { name: /^导入 .+ 的费用$/ }).first();
  await take.click();
  await expect(page.getByText(/^已导入 \d+ 条费用$/)).toBeVisible();
  await expect(take).toBeDisabled();
  await expect(take).toHaveText('已导入');
  await expect(page.getByTestId('lines-total')).not.toContainText('共 0 笔');

  const journal = (await (
    await request.get(`/__lab/requests?method=GET&path=/api/form/v2/references/&since=${since}`)
  ).json()) as { items: { status: number; path: string; query?: Record<string, string> }[] };
  expect(journal.items.length).toBeGreaterThanOrEqual(1);
  expect(journal.items[0].status).toBe(200);
  expect(decodeURIComponent(journal.items[0].path)).toMatch(
    /^\/api\/form\/v2\/references\/[^/]+:fee-rule-1$/,
  );
});
