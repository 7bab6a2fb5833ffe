import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DINGTALK_UA, WECOM_UA } from './invoiceSamples';
import { signIn } from './labSignIn';

const PHONE = { width: 390, height: 844 };
const NATIVE_UA = 'Mozilla/5.0 (Linux; Android 14) ExpenseNative/9.60.0 Bridge/0.9.80 (Android)';

interface HostCall {
  host: string;
  method: string;
  args: Record<string, unknown> | null;
}

const hostCalls = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(
        JSON.stringify((window as { __labHostCalls?: unknown[] }).__labHostCalls ?? []),
      ) as HostCall[],
  );

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

/** My first seeded bill: its id, and its detail page opened the way a person deep-links it. */
async function openFirstBill(page: Page): Promise<{ id: string; title: string; code: string }> {
  const answer = await page.request.post('/api/v1/flow/flows/my/search', {
    data: { filterBy: '', limit: { start: 0, count: 1 } },
  });
  const [first] = ((await answer.json()) as { items: { id: string }[] }).items;
  const detail = await page.request.get(`/api/v1/flow/flows/${encodeURIComponent(first.id)}`);
  const { value } = (await detail.json()) as {
    value: { form: { title?: string; code?: string } };
  };
  await page.goto(`/bills/${encodeURIComponent(first.id)}`);
  return { id: first.id, title: value.form.title ?? '', code: value.form.code ?? '' };
}

/** What every host must have been asked to share for this bill (docs/host-verbs.md, default image docs/host-verbs.md). */
function expectBillCard(card: Record<string, unknown>, bill: { id: string; code: string }) {
  expect(card.link).toBe(
    `${new URL(test.info().project.use.baseURL ?? '').origin}/bills/${encodeURIComponent(bill.id)}`,
  );
  expect(String(card.desc)).toMatch(new RegExp(`^单号 ${bill.code}(，金额 .+)?$`));
  expect(String(card.imgUrl)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.svg$/);
}

test.describe('on a phone in the native app', () => {
  test.use({ viewport: PHONE, userAgent: NATIVE_UA });

  test('分享 hands the bill’s card to the app’s share, with its default image', async ({
    page,
  }) => {
    await signIn(page, { host: 'native' });
    const bill = await openFirstBill(page);
    const share = page.getByRole('button', { name: '分享' });
    expect((await share.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: 'test-results/screens/share-native-390.png' });
    await share.click();
    await expect
      .poll(async () => (await hostCalls(page)).map((call) => call.method))
      .toContain('share');
    const calls = await hostCalls(page);
    expect(
      calls.find((call) => call.method === 'canIUse' && call.args?.method === 'share'),
    ).toBeTruthy();
    const card = calls.find((call) => call.method === 'share')?.args ?? {};
    expect(card.title).toBe(bill.title || bill.code);
    expectBillCard(card, bill);
  });
});

test.describe('on a phone in WeCom', () => {
  test.use({ viewport: PHONE, userAgent: WECOM_UA });

  test('Share sends the bill as a WeCom share card, in English', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('expense.locale', 'en-US'));
    await signIn(page, { host: 'wecom' });
    const bill = await openFirstBill(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const shared = async () =>
      (await hostCalls(page)).find(
        (call) => call.method === 'invoke' && call.args?.name === 'shareAppMessage',
      );
    await expect.poll(shared).toBeTruthy();
    const card = ((await shared())?.args?.args ?? {}) as Record<string, unknown>;
    expect(card.title).toBe(bill.title || bill.code);
    expect(String(card.desc)).toMatch(new RegExp(`^Bill ${bill.code}(, amount .+)?$`));
    expectBillCard({ ...card, desc: `单号 ${bill.code}` }, bill);
  });
});

test.describe('on a phone in DingTalk', () => {
  test.use({ viewport: PHONE, userAgent: DINGTALK_UA });

  test('分享 says the host does not support it yet, and nothing else', async ({ page }) => {
    await signIn(page, { host: 'dingtalk' });
    await openFirstBill(page);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: '分享' }).click();
    await expect.poll(() => alerts).toEqual(['暂不支持，请咨询系统管理员']);
    await expect(page.getByRole('alert').filter({ hasText: /分享失败/ })).toHaveCount(0);
    expect((await hostCalls(page)).map((call) => call.method)).not.toContain('share');
  });
});

test.describe('in a desktop browser', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the bill offers no share: the address bar is how a browser shares', async ({ page }) => {
    await signIn(page);
    await openFirstBill(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '分享' })).toHaveCount(0);
  });
});
