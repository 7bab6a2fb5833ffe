import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { axeFor } from './axeFor';

interface WireBill {
  id: string;
  form: { code: string; submitterId: { name: string } };
  plan: { nodes: { type: string; signer: string | null }[] };
}

// Each test writes bills: start every one from the seed (the e2e run is serial, workers: 1).
test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

/** The signed-in staff's first own bill matching the filter, through the page's lab cookies. */
async function myBill(page: Page, filterBy: string): Promise<WireBill> {
  const answer = await page.request.post('/api/v1/flow/flows/my/search', {
    data: { filterBy, limit: { start: 0, count: 1 }, dims: 'form.submitterId' },
  });
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: WireBill[] };
  expect(items.length, `a seeded bill where ${filterBy}`).toBe(1);
  return items[0];
}

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

test('a completed bill is printed: the dialog opens once, the count and last printer follow', async ({
  page,
}) => {
  // The browser's print dialog would block the test: count the calls instead.
  await page.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
  await signIn(page);
  const bill = await myBill(page, 'state.in("paid","archived") && printCount == 0');
  await page.goto(`/print/bills/${bill.id}`);
  const code = bill.form.code;
  await expect(page.getByRole('heading', { level: 1, name: `打印单据 ${code}` })).toBeVisible();
  const paper = page.getByRole('article', { name: '打印预览' });
  await expect(paper).toContainText(code);
  await expect(paper.getByRole('img', { name: `单号 ${code} 的二维码` })).toBeVisible();
  await expect(field(page, 'printCount')).toHaveText('0');

  await page.getByRole('button', { name: '打印', exact: true }).click();
  await expect(page.getByText('打印已记录')).toBeVisible();
  await expect(field(page, 'printCount')).toHaveText('1');
  await expect(field(page, 'printState')).toHaveText('已打印');
  await expect(field(page, 'lastPrinter')).toHaveText(bill.form.submitterId.name);
  await expect(field(page, 'lastPrintTime')).toHaveText(/^\d\d\/\d\d \d\d:\d\d$/);
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(
    1,
  );
  await expect(page.getByRole('link', { name: '查看单据' })).toHaveAttribute(
    'href',
    `/bills/${bill.id}`,
  );

  const results = await axeFor(page).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  // On paper only the document shows: the page's heading and buttons are hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(paper.getByRole('img', { name: `单号 ${code} 的二维码` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: '打印', exact: true })).toBeHidden();
});

test('the receiver confirms a paper copy from the print center and it reads RECEIVED', async ({
  page,
}) => {
  await signIn(page);
  const bill = await myBill(page, 'state == "receiving"');
  const receiver = bill.plan.nodes.find((node) => node.type === 'receive')?.signer;
  expect(receiver).toBeTruthy();

  await signIn(page, { staff: receiver ?? '' });
  await page.goto('/print');
  const waiting = page.getByRole('table', { name: '待我收单' });
  await expect(waiting).toBeVisible();
  const results = await axeFor(page).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await waiting.getByRole('link', { name: bill.form.code, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `打印单据 ${bill.form.code}` }),
  ).toBeVisible();
  await expect(field(page, 'receiptState')).toHaveText('待收单');

  await page.getByRole('button', { name: '确认收单' }).click();
  await expect(field(page, 'receiptState')).toHaveText('已收单');
  await expect(field(page, 'printState')).toHaveText('已收单');
  await expect(page.getByRole('button', { name: '确认收单' })).toHaveCount(0);
});
