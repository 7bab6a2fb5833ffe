import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerMatrix } from './hostMatrixReport';
import { useLabSession } from './labSession';
import { labOpenPath, signIn, waitForSessionStatus } from './labSignIn';

const cell = registerMatrix(test);

/** Top-level addresses the page asked for (redirect hops included): proves "went to SSO". */
function navigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      seen.push(request.url());
  });
  return seen;
}

test.describe('chat app (WeCom) session failures', () => {
  test('a session call answering 401 redirects to its SSO, which signs the person in', async ({
    page,
  }) => {
    cell({ host: 'wecom', situation: 'chat-app-session-401', expected: 'redirect to SSO' });
    await signIn(page, { host: 'wecom', scenario: 'chat-app-session-401' });
    const wxCorpId = new URL(page.url()).searchParams.get('corpId') ?? '';
    const went = navigations(page);
    await page.goto(`/?accessToken=lab-expired-token&corpId=${wxCorpId}`);
    await waitForSessionStatus(page, 'signed-in');
    expect(went.some((url) => url.includes('/__lab/hosts/wecom/sso'))).toBe(true);
  });

  test('a session call failing otherwise says the session expired', async ({ page }) => {
    cell({ host: 'wecom', situation: 'chat-app-session-500', expected: 'session expired message' });
    await signIn(page, { host: 'wecom', scenario: 'chat-app-session-500' });
    await page.goto('/?accessToken=lab-expired-token&corpId=wx-lab');
    await expect(page.getByText('会话已过期，请刷新页面或关闭后重新打开')).toBeVisible();
  });

  test('a web session answering 412 runs SSO again', async ({ page }) => {
    cell({ host: 'wecom', situation: 'chat-app-web-session-412', expected: 'SSO again' });
    const went = navigations(page);
    await page.goto(labOpenPath({ host: 'wecom', scenario: 'chat-app-web-session-412' }));
    await waitForSessionStatus(page, 'signed-in');
    expect(went.filter((url) => url.includes('/__lab/hosts/wecom/sso'))).toHaveLength(2);
  });

  test('a failed messaging API check tells the person and keeps them signed in', async ({
    page,
  }) => {
    cell({ host: 'wecom', situation: 'wecom-jsapi-verify-failure', expected: 'alert, signed in' });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await signIn(page, { host: 'wecom', scenario: 'wecom-jsapi-verify-failure' });
    await expect.poll(() => alerts).toEqual(['微信api验证错误，刷新重试或关闭后重新打开']);
  });

  test('an auth code used once fails like WeCom (errcode 40029) in a fresh browser', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    cell({ host: 'wecom', situation: 'auth-code-reused', expected: "'SSO登录失败'" });
    await signIn(page, { host: 'wecom' });
    const used = page.url();
    const other = await browser.newContext({ baseURL });
    await useLabSession(other, request, baseURL ?? '', { host: 'wecom' });
    const second = await other.newPage();
    const answer = second.waitForResponse((r) => r.url().includes('/api/wecom/v2/web/session'));
    await second.goto(used);
    expect(await (await answer).json()).toMatchObject({ errcode: 40029 });
    await expect(second.getByText('SSO登录失败')).toBeVisible();
    await other.close();
  });
});

test.describe('office suites (DingTalk, Feishu)', () => {
  test('402 with 99991672 asks for app scope authorisation', async ({ page }) => {
    cell({ host: 'dingtalk', situation: 'office-suite-402-99991672', expected: 'scope=app' });
    const went = navigations(page);
    await page.goto(labOpenPath({ host: 'dingtalk', scenario: 'office-suite-402-99991672' }));
    await waitForSessionStatus(page, 'signed-in');
    expect(went.some((url) => /\/__lab\/hosts\/dingtalk\/authorize\?.*scope=app/.test(url))).toBe(
      true,
    );
  });

  for (const [situation, host] of [
    ['office-suite-412', 'feishu'],
    ['office-suite-auth-103', 'feishu'],
  ] as const) {
    test(`${situation} falls back to the authorization page and then signs in`, async ({
      page,
    }) => {
      cell({ host, situation, expected: 'authorization page, then signed in' });
      const went = navigations(page);
      await page.goto(labOpenPath({ host, scenario: situation }));
      await waitForSessionStatus(page, 'signed-in');
      expect(went.some((url) => url.includes(`/__lab/hosts/${host}/authorize`))).toBe(true);
    });
  }

  test('an empty auth code is logged and replaced through the authorization page', async ({
    page,
  }) => {
    cell({ host: 'dingtalk', situation: 'host-empty-auth-code', expected: "log 'auth code为空'" });
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto(labOpenPath({ host: 'dingtalk', scenario: 'host-empty-auth-code' }));
    await waitForSessionStatus(page, 'signed-in');
    expect(logs.some((line) => line.includes('auth code为空'))).toBe(true);
  });

  test('any other session failure says the app cannot be entered, with the reason', async ({
    page,
  }) => {
    cell({
      host: 'dingtalk',
      situation: 'office-suite-entry-failure',
      expected: "'无法进入应用：…'",
    });
    await page.goto(labOpenPath({ host: 'dingtalk', scenario: 'office-suite-entry-failure' }));
    await expect(page.getByText('无法进入应用：企业已停用')).toBeVisible();
  });

  test('a host that never answers ends on a clear message, not a spinner', async ({ page }) => {
    cell({ host: 'dingtalk', situation: 'mode-hang', expected: 'host did not answer' });
    await page.goto(labOpenPath({ host: 'dingtalk', mode: 'hang' }));
    await expect(page.getByText('所在的应用没有响应，请关闭后重新打开')).toBeVisible({
      timeout: 15_000,
    });
  });
});
