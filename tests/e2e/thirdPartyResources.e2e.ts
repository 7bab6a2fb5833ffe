import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DINGTALK_UA } from './invoiceSamples';
import { signIn } from './labSignIn';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

/** A bill of mine whose resources include the taxi order (a bill with a finished car order). */
async function taxiBill(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/v1/flow/flows/my/search', {
    data: { filterBy: '', limit: { start: 0, count: 200 } },
  });
  const { items } = (await answer.json()) as { items: { id: string }[] };
  for (const { id } of items) {
    const resources = await request.get(`/api/v1/flow/flows/${encodeURIComponent(id)}/resources`);
    const list = (await resources.json()) as { items: { type: string }[] };
    if (list.items.some((item) => item.type === 'BUTTON_TAXI_ORDER')) return id;
  }
  throw new Error('The seed has no bill of mine with a finished taxi order');
}

async function journalCount(request: APIRequestContext, path: string, since: number) {
  const answer = await request.get(`/__lab/requests/count?path=${path}&since=${since}`);
  return ((await answer.json()) as { count: number }).count;
}

function services(page: Page, name = '常用服务') {
  return page.getByRole('group', { name });
}

interface HostCall {
  host: string;
  method: string;
  args: { url?: unknown } | null;
}

/** The host verbs the lab's fake SDK was asked for, in order (lab/hosts/web/SdkKit.ts). */
const hostCalls = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(
        JSON.stringify((window as { __labHostCalls?: unknown[] }).__labHostCalls ?? []),
      ) as HostCall[],
  );

const CAR_QUOTA = {
  'zh-CN': {
    services: '常用服务',
    button: '用车额度',
    lines: ['本月额度500.00 元', '本月已用180.00 元', '剩余320.00 元'],
    done: '知道了',
  },
  'en-US': {
    services: 'Services',
    button: 'Car quota',
    lines: ['Monthly quota500.00 CNY', 'Used this month180.00 CNY', 'Left320.00 CNY'],
    done: 'Got it',
  },
} as const;

/** Opens the car quota, the partner's own component from the registry, and closes it again. */
async function openCarQuota(
  page: Page,
  request: APIRequestContext,
  locale: keyof typeof CAR_QUOTA,
) {
  const words = CAR_QUOTA[locale];
  await services(page, words.services).getByRole('button', { name: words.button }).click();
  const dialog = page.getByRole('dialog', { name: words.button });
  const card = dialog.locator('[data-lab-bundle="lab-partner-components"]');
  for (const line of words.lines) await expect(card.locator('dl > div')).toContainText([line]);
  expect(await journalCount(request, '/lab-bundles/partner-components.js', 0)).toBeGreaterThan(0);
  return { dialog, done: dialog.getByRole('button', { name: words.done }) };
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a person opens each home service the way its sourceType says', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto('/');

    await services(page).getByRole('button', { name: '差旅领款' }).click();
    const popup = page.getByRole('dialog', { name: '差旅领款' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('separator')).toHaveCount(0);
    expect((await popup.boundingBox())?.width).toBeCloseTo(500, -1);
    const slide = page.frameLocator('iframe[src="/__lab/partner/trip-money"]');
    await expect(slide.getByRole('heading', { name: '差旅领款（实验室）' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await services(page).getByRole('button', { name: '酒店预订' }).click();
    const viewer = page.getByRole('dialog', { name: '酒店预订' });
    await expect(viewer).toBeVisible();
    const hotel = page.frameLocator('iframe[src="/__lab/partner/hotel"]');
    await expect(hotel.getByRole('heading', { name: '酒店预订（实验室）' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    for (const [name, title] of [
      ['企业商城', '企业商城（实验室）'],
      ['打车订单', '打车订单（实验室）'],
    ]) {
      const opened = context.waitForEvent('page');
      await services(page).getByRole('button', { name }).click();
      const tab = await opened;
      await expect(tab.getByRole('heading', { name: title })).toBeVisible();
      await tab.close();
    }
  });

  test('a bill with a taxi order offers it on its detail, opening the order for that bill', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page);
    const billId = await taxiBill(request);
    const since = Date.now();
    await page.goto(`/bills/${encodeURIComponent(billId)}`);
    const related = page.getByRole('group', { name: '相关服务' });
    const opened = context.waitForEvent('page');
    await related.getByRole('button', { name: '打车订单' }).click();
    const tab = await opened;
    await expect(tab.getByRole('heading', { name: '打车订单（实验室）' })).toBeVisible();
    await expect(tab.locator('output')).toHaveText(billId);
    expect(await journalCount(request, `/api/v1/flow/flows/${billId}/resources`, since)).toBe(1);
    expect(new URL(tab.url()).pathname).toBe('/__lab/partner/taxi');
  });
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`a resource of another sourceType opens the partner's component from the registry in a dialog (${locale})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (locale === 'en-US') {
      await page.addInitScript(() => window.localStorage.setItem('expense.locale', 'en-US'));
    }
    await signIn(page);
    await page.goto('/');
    const { dialog, done } = await openCarQuota(page, request, locale);
    await expect(
      page.getByRole('alert').filter({ hasText: /无法打开|cannot be opened/ }),
    ).toHaveCount(0);
    await page.screenshot({ path: `test-results/screens/car-quota-1280-${locale}.png` });
    await done.click();
    await expect(dialog).toBeHidden();
  });
}

test.describe('on a phone in DingTalk', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: DINGTALK_UA });

  test('a mall link opens through DingTalk’s own link opener with its full address', async ({
    page,
    context,
  }) => {
    await signIn(page, { host: 'dingtalk' });
    await page.goto('/');
    const opened = context.waitForEvent('page');
    await services(page).getByRole('button', { name: '企业商城' }).click();
    const webview = await opened;
    await expect(webview.getByRole('heading', { name: '企业商城（实验室）' })).toBeVisible();
    const links = (await hostCalls(page)).filter((call) => call.method === 'openLink');
    expect(links.map((call) => call.args?.url)).toEqual([
      new URL('/__lab/partner/mall', page.url()).href,
    ]);
  });

  test('a bill’s taxi order opens through DingTalk’s link opener for that bill', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page, { host: 'dingtalk' });
    const billId = await taxiBill(request);
    await page.goto(`/bills/${encodeURIComponent(billId)}`);
    const opened = context.waitForEvent('page');
    await services(page, '相关服务').getByRole('button', { name: '打车订单' }).click();
    const webview = await opened;
    await expect(webview.locator('output')).toHaveText(billId);
    const links = (await hostCalls(page)).filter((call) => call.method === 'openLink');
    expect(links.map((call) => call.args?.url)).toEqual([
      new URL(`/__lab/partner/taxi?flowId=${encodeURIComponent(billId)}`, page.url()).href,
    ]);
    await page.screenshot({ path: 'test-results/screens/taxi-dingtalk-390.png' });
  });

  test('the car quota opens across the screen, drawn by the partner’s component', async ({
    page,
    request,
  }) => {
    await signIn(page, { host: 'dingtalk' });
    await page.goto('/');
    const { dialog, done } = await openCarQuota(page, request, 'zh-CN');
    expect((await dialog.boundingBox())?.width).toBeGreaterThan(380);
    expect((await done.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: 'test-results/screens/car-quota-390.png' });
    await done.click();
    await expect(dialog).toBeHidden();
  });

  test('the trip allowance opens as a drawer across the screen', async ({ page }) => {
    await signIn(page, { host: 'dingtalk' });
    await page.goto('/');
    const button = services(page).getByRole('button', { name: '差旅领款' });
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await button.click();
    const drawer = page.getByRole('dialog', { name: '差旅领款' });
    await expect(drawer.getByRole('separator')).toHaveCount(1);
    expect((await drawer.boundingBox())?.width).toBeGreaterThan(380);
    const slide = page.frameLocator('iframe[src="/__lab/partner/trip-money"]');
    await expect(slide.getByRole('heading', { name: '差旅领款（实验室）' })).toBeVisible();
  });
});
