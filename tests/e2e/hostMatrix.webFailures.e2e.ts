import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerMatrix } from './hostMatrixReport';
import { useLabSession } from './labSession';
import { labOpenPath, signIn } from './labSignIn';

const NOT_LOGGED_IN = '您尚未登录，请从所在应用重新进入';
const UNKNOWN_PROBLEM = '未知问题，请联系系统管理员';

const cell = registerMatrix(test);

async function groupCorporation(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/__lab/tenants')).json()) as {
    items: { corporationId: string }[];
  };
  return body.items[0]?.corporationId ?? '';
}

async function countSystemErrors(page: Page): Promise<void> {
  await page.addInitScript(
    "window.__systemErrors = 0; window.addEventListener('expense:system:error', () => { window.__systemErrors += 1; });",
  );
}

test.describe('plain web sign-in failures (docs/sign-in-and-hosts.md)', () => {
  test('a missing auth code at the identity provider falls back to session login, which finds none', async ({
    page,
  }) => {
    cell({ host: 'web', situation: 'idp-missing-authcode', expected: '/login, not signed in' });
    await page.goto(labOpenPath({ scenario: 'idp-missing-authcode' }));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(NOT_LOGGED_IN)).toBeVisible();
  });

  test('a session call answering 401 sends the person to /login', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    cell({ host: 'web', situation: 'session-401', expected: '/login' });
    await useLabSession(context, request, baseURL ?? '', { preset: 'session-401' });
    const corp = await groupCorporation(request);
    await page.goto(`/?singlePoint=1&corpId=${corp}&accessToken=lab-single-point`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(NOT_LOGGED_IN)).toBeVisible();
  });

  test('a session call failing otherwise raises the system error event and the generic screen', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    cell({ host: 'web', situation: 'session-500', expected: 'system error event, generic screen' });
    await useLabSession(context, request, baseURL ?? '', { preset: 'session-500' });
    await countSystemErrors(page);
    const corp = await groupCorporation(request);
    await page.goto(`/?singlePoint=1&corpId=${corp}&accessToken=lab-single-point`);
    await expect(page.getByText(UNKNOWN_PROBLEM)).toBeVisible();
    expect(await page.evaluate('window.__systemErrors')).toBe(1);
  });

  test('a staff setting answering "No staff id found" fails the sign-in to /login', async ({
    page,
  }) => {
    cell({ host: 'web', situation: 'staff-not-found', expected: '/login' });
    await page.goto(labOpenPath({ scenario: 'staff-not-found' }));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(NOT_LOGGED_IN)).toBeVisible();
  });

  test('an invalid refresh token without cross-origin mode is rethrown to the generic screen', async ({
    page,
    context,
    request,
  }) => {
    cell({
      host: 'web',
      situation: 'idp-refresh-token-invalid',
      expected: 'generic error screen after reload',
    });
    await signIn(page);
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'lab-session')?.value ?? '';
    await request.post('/__lab/scenarios/presets/idp-refresh-token-invalid/activate', {
      headers: { 'X-Lab-Session': session },
    });
    await page.goto('/bills');
    await expect(page.getByText(UNKNOWN_PROBLEM)).toBeVisible();
  });
});
