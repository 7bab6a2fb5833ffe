import { expect, test } from './fixtures';
import { registerMatrix } from './hostMatrixReport';
import { sessionJournal, useLabSession } from './labSession';
import { labOpenPath } from './labSignIn';

const cell = registerMatrix(test);

test.describe('cloud office app', () => {
  for (const [locale, text] of [
    ['zh-CN', '您的登录身份已过期，请退出应用后重新进入'],
    ['en-US', 'Your login identity has expired, please exit the app and re-enter'],
  ] as const) {
    test(`without a ticket it shows the login-identity-expired dialog (${locale})`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      cell({ host: 'cloudoffice', situation: `no-ticket-${locale}`, expected: text });
      await useLabSession(context, request, baseURL ?? '', { host: 'cloudoffice' });
      await page.addInitScript(`window.localStorage.setItem('expense.locale', '${locale}')`);
      await page.goto('/');
      await expect(page.getByRole('alertdialog')).toContainText(text);
    });
  }

  test('an id in the session answer shows an info dialog whose retry asks the app again with the ticket', async ({
    page,
  }) => {
    cell({
      host: 'cloudoffice',
      situation: 'cloud-office-id-in-response',
      expected: 'info + retry',
    });
    await page.goto(labOpenPath({ host: 'cloudoffice', scenario: 'cloud-office-id-in-response' }));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('信息初始化中，请稍后重试');
    await dialog.getByRole('button', { name: '重试' }).click();
    // The preset still answers with an id: the dialog again, not "identity expired".
    await expect(page.getByRole('alertdialog')).toContainText('信息初始化中，请稍后重试');
    await expect(page.getByRole('alertdialog')).not.toContainText('登录身份已过期');
    const sessions = await sessionJournal(page, '/api/cloudoffice/v2/session');
    expect(sessions.map((entry) => entry.status)).toEqual([200, 200]);
    expect(sessions.every((entry) => 'ticket' in entry.query)).toBe(true);
  });

  test('a failure with a msg shows an error dialog titled Error', async ({ page }) => {
    cell({ host: 'cloudoffice', situation: 'cloud-office-error-msg', expected: "dialog 'Error'" });
    await page.goto(labOpenPath({ host: 'cloudoffice', scenario: 'cloud-office-error-msg' }));
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toContainText('票据无效，请重新进入应用');
  });
});

test('the bank app alerts 登录失败 when its session call fails', async ({ page }) => {
  cell({ host: 'hzbank', situation: 'bank-app-login-failure', expected: "alert '登录失败'" });
  await page.goto(labOpenPath({ host: 'hzbank', scenario: 'bank-app-login-failure' }));
  await expect(page.getByRole('alertdialog')).toContainText('登录失败');
});

test.describe('work app', () => {
  test('a failed session call opens the info-initializing page', async ({ page }) => {
    cell({ host: 'workapp', situation: 'workapp-session-failure', expected: 'initializing page' });
    await page.goto(labOpenPath({ host: 'workapp', scenario: 'workapp-session-failure' }));
    await expect(page).toHaveURL(/\/initializing$/);
    await expect(page.getByRole('heading', { name: '信息初始化中' })).toBeVisible();
  });

  test('outside the app no code is obtained: the bus hears it and the person is told', async ({
    page,
  }) => {
    cell({ host: 'workapp', situation: 'mode-not-in-host', expected: "'没有获取到code'" });
    await page.addInitScript(
      "window.__busEvents = []; window.addEventListener('expense:no code obtained', () => window.__busEvents.push('no code obtained'));",
    );
    await page.goto(labOpenPath({ host: 'workapp', mode: 'not-in-host' }));
    await expect(page.getByText('没有获取到code')).toBeVisible();
    expect(await page.evaluate('window.__busEvents')).toEqual(['no code obtained']);
  });
});

test('an open-platform bridge that fails to initialise is reported as the SDK error', async ({
  page,
}) => {
  cell({ host: 'remote', situation: 'open-platform-bridge-init-failure', expected: '30002' });
  await page.goto(labOpenPath({ host: 'remote', scenario: 'open-platform-bridge-init-failure' }));
  await expect(
    page.getByText('SDK returned error: the host bridge failed to initialize'),
  ).toBeVisible();
});

test('kk outside its app reports the SDK error instead of hanging', async ({ page }) => {
  cell({ host: 'kk', situation: 'mode-not-in-host', expected: "'SDK returned error: …'" });
  await page.goto(labOpenPath({ host: 'kk', mode: 'not-in-host' }));
  await expect(page.getByText(/^SDK returned error: /)).toBeVisible();
});
