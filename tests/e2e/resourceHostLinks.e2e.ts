import { expect, test } from './fixtures';
import { DINGTALK_UA } from './invoiceSamples';
import { signIn } from './labSignIn';
import { hostCalls, services, taxiBill } from './resourceHelpers';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

// docs/sign-in-and-hosts.md OPEN_LINK off PC: the host's layout link opener, never a tab of the app's own.
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
});
