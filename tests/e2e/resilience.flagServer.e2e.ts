import type { WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { watchPageProblems } from './pageProblems';

const APPROVAL_LINK = { name: '审批', exact: true };

/**
 * Stands between the page and the flag stream: `kill()` drops every live connection and refuses
 * new ones (the server is down), `restart()` lets connections through again.
 */
function flagServerSwitch() {
  const live = new Set<WebSocketRoute>();
  let down = false;
  let refused = 0;
  return {
    route: (socket: WebSocketRoute) => {
      if (down) {
        refused += 1;
        void socket.close({ code: 1011, reason: 'lab: flag server down' });
        return;
      }
      live.add(socket);
      socket.connectToServer();
    },
    kill: async () => {
      down = true;
      for (const socket of live) await socket.close({ code: 1011, reason: 'lab: killed' });
      live.clear();
    },
    restart: () => {
      down = false;
    },
    refused: () => refused,
  };
}

test.afterEach(async ({ request }) => {
  await request.post('/__lab/flags/reset');
});

test('the flag server killed mid-session: the page keeps its flags, retries, and catches up after the restart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = await watchPageProblems(page);
  const server = flagServerSwitch();
  await page.routeWebSocket(/\/streaming/, server.route);
  await signIn(page);
  await page.goto('/bills');
  await page.waitForFunction(() => window.__expenseLab?.flagStatus() === 'initialized');
  await expect(page.getByRole('link', APPROVAL_LINK)).toBeVisible();

  await server.kill();
  expect((await request.post('/__lab/flags/module-approval/disable')).ok()).toBe(true);
  // Reconnect attempts are refused while it is down: the page tries again rather than giving up.
  await expect.poll(server.refused, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('link', APPROVAL_LINK)).toBeVisible();
  await expect(page.getByRole('heading', { name: '我的单据' })).toBeVisible();

  server.restart();
  await expect(page.getByRole('link', APPROVAL_LINK)).toHaveCount(0, { timeout: 60_000 });
  expect(await problems()).toEqual([]);
});
