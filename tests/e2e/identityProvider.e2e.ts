import { devicePage, PHONE_VIEWPORT } from './devicePage';
import { expect, test } from './fixtures';
import { journalOf } from './labSession';
import { signIn, waitForSessionStatus } from './labSignIn';
import { subsidiaries } from './tenantPage';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Longer than the lab's access-token lifetime (mocks-server/hosts/GrantStore.ts). */
const PAST_EXPIRY = '03:00:00';

test('on a phone, switching corporation goes through the provider’s applet page and comes back signed in there', async ({
  browser,
  request,
  baseURL,
}) => {
  const page = await devicePage(browser, {
    viewport: PHONE_VIEWPORT,
    phone: true,
    userAgent: IPHONE,
  });
  const [subsidiary] = await subsidiaries(request);
  await signIn(page);

  await page.goto('/selectEnterprise5');
  const names = await request.get('/__lab/tenants');
  const { items } = (await names.json()) as { items: { corporationId: string; name: string }[] };
  const target = items.find((tenant) => tenant.corporationId === subsidiary);
  const authorize = page.waitForRequest((r) => r.url().includes('/idp/applet/authorize'));
  await page.getByRole('list').getByRole('button', { name: target?.name }).click();

  const url = new URL((await authorize).url());
  expect(url.searchParams.get('corp_id')).toBe(subsidiary);
  expect(url.searchParams.get('redirect_uri')).toBe(`${baseURL}/`);
  await waitForSessionStatus(page, 'signed-in');
  await expect
    .poll(() => page.evaluate(() => window.__expenseLab?.session().corporationId))
    .toBe(subsidiary);
  await page.context().close();
});

test('with a cross-origin identity provider, a refused refresh token is replaced by re-authorizing, and the open form keeps its input', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lab-idp-mode', value: 'cross-origin', url: baseURL ?? '' }]);
  // The page's clock only: the lab keeps real time, so the new tokens are really valid.
  await page.clock.install();
  await signIn(page);
  // The host's entry gave this browser a lab session of its own: faults and journal are its.
  const session = (await context.cookies()).find((c) => c.name === 'lab-session')?.value ?? '';
  expect(session).not.toBe('');
  await page.goto('/bills/new');
  await page.getByLabel('单据类型').selectOption({ label: '日常报销单' });
  const title = page.getByRole('textbox', { name: /^标题/ });
  await title.fill('令牌更换时的单据');

  // The provider has revoked the refresh token: its next refresh is refused once.
  const refused = await request.post('/__lab/faults', {
    headers: { 'X-Lab-Session': session },
    data: {
      match: { method: 'POST', path: '/api/idp/public/oauth2/token' },
      scope: 'session',
      fault: {
        type: 'status',
        status: 400,
        body: {
          error: { code: 'error:idp:refresh-token-invalid', message: 'refresh token invalid' },
        },
      },
      fire: { mode: 'times', n: 1 },
    },
  });
  expect(refused.status(), await refused.text()).toBe(201);
  const authorized = page.waitForResponse((answer) =>
    answer.url().endsWith('/api/idp/public/oauth2/authorize'),
  );
  await page.clock.fastForward(PAST_EXPIRY);
  expect((await authorized).status()).toBe(200);

  await expect(title).toHaveValue('令牌更换时的单据');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText(/^已保存 \d\d:\d\d$/)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.__expenseLab?.session().status))
    .toBe('signed-in');

  const calls = (await journalOf(request, session)).filter((line) => line.includes('/oauth2/'));
  const refusedAt = calls.indexOf('POST /api/idp/public/oauth2/token 400');
  expect(refusedAt).toBeGreaterThan(-1);
  expect(calls.slice(refusedAt + 1, refusedAt + 3)).toEqual([
    'POST /api/idp/public/oauth2/authorize 200',
    'POST /api/idp/public/oauth2/token 200',
  ]);
});
