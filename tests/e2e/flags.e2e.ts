import { expect, test } from './fixtures';
import { openAsTenant, subsidiaries } from './tenantPage';

const APPROVAL_HEADING = { name: '待我审批' };
const APPROVAL_LINK = { name: '审批' };
const BILLS_LINK = { name: '单据', exact: true };

test.describe('per-tenant module flags reach open pages live', () => {
  test.beforeEach(async ({ request }) => {
    await request.post('/__lab/flags/reset');
  });
  test.afterEach(async ({ request }) => {
    await request.post('/__lab/flags/reset');
  });

  test('enabling a module for tenant A mounts it in A only, and disabling unmounts it', async ({
    browser,
    request,
    baseURL,
  }) => {
    const [tenantA, tenantB] = await subsidiaries(request);
    await request.post('/__lab/flags/module-approval/rollout', { data: { percentage: 0 } });
    const pageA = await openAsTenant(browser, baseURL ?? '', tenantA, '/approval');
    const pageB = await openAsTenant(browser, baseURL ?? '', tenantB, '/approval');
    for (const page of [pageA, pageB]) {
      await expect(page.getByRole('link', BILLS_LINK)).toBeVisible();
      await expect(page.getByRole('link', APPROVAL_LINK)).toHaveCount(0);
      await expect(page.getByRole('heading', APPROVAL_HEADING)).toHaveCount(0);
    }

    await request.post('/__lab/flags/module-approval/tenants', {
      data: { corporationIds: [tenantA], variationId: 'on' },
    });
    await expect(pageA.getByRole('heading', APPROVAL_HEADING)).toBeVisible();
    await expect(pageA.getByRole('link', APPROVAL_LINK)).toBeVisible();
    await expect(pageB.getByRole('heading', APPROVAL_HEADING)).toHaveCount(0);
    await expect(pageB.getByRole('link', APPROVAL_LINK)).toHaveCount(0);

    await request.post('/__lab/flags/module-approval/disable');
    await expect(pageA.getByRole('heading', APPROVAL_HEADING)).toHaveCount(0);
    await expect(pageA.getByRole('link', APPROVAL_LINK)).toHaveCount(0);
    await pageA.context().close();
    await pageB.context().close();
  });

  test('a reload while the flag server is unreachable starts from the last-known flags', async ({
    browser,
    request,
    baseURL,
  }) => {
    const [tenantA] = await subsidiaries(request);
    await request.post('/__lab/flags/module-approval/rollout', { data: { percentage: 0 } });
    const page = await openAsTenant(browser, baseURL ?? '', tenantA, '/bills');
    await expect(page.getByRole('link', BILLS_LINK)).toBeVisible();
    await expect(page.getByRole('link', APPROVAL_LINK)).toHaveCount(0);
    // Last-known flags exist only once the server has confirmed them to this page.
    await page.waitForFunction(() => window.__expenseLab?.flagStatus() === 'initialized');

    // This browser now loses the flag server; server side the module comes back on for everyone.
    // Only the last-known flags (approval off) can keep the link hidden after the reload: the
    // catalogue default would show it.
    const context = page.context();
    const staffId = await page.evaluate(() => window.__expenseLab?.session().staffId);
    await page.close();
    // A closed page's renderer can still take one last push and store it as last-known; the
    // server flips the flag only once it has seen this page's stream end.
    await expect
      .poll(async () => {
        const answer = await request.get('/__lab/flags/connections');
        const body = (await answer.json()) as { connections: { user: { keyId: string } | null }[] };
        return body.connections.filter((connection) => connection.user?.keyId === staffId).length;
      })
      .toBe(0);
    await context.routeWebSocket(/\/streaming/, (socket) =>
      socket.close({ code: 1011, reason: 'lab: flag server down' }),
    );
    await request.post('/__lab/flags/reset');
    const reloaded = await context.newPage();
    await reloaded.goto('/bills');
    await expect(reloaded.getByRole('link', BILLS_LINK)).toBeVisible({ timeout: 15_000 });
    await expect(reloaded.getByRole('link', APPROVAL_LINK)).toHaveCount(0);
    await context.close();
  });
});
