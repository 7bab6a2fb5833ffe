import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

/** The sign-in calls each host's chain makes, which the start-calls script may make for it. */
const CHAIN: Record<string, readonly string[]> = {
  web: ['/api/idp/public/oauth2/token', '/api/v1/organization/staffs/me'],
  dingtalk: [
    '/__lab/hosts/dingtalk/auth-code',
    '/api/dingtalk/v2/session',
    '/api/v1/organization/staffs/me',
  ],
};

/** How many times the page asked for each path of `paths`, counted from now on. */
function countRequests(page: Page, paths: readonly string[]): Map<string, number> {
  const counts = new Map(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const seen = counts.get(pathname);
    if (seen !== undefined) counts.set(pathname, seen + 1);
  });
  return counts;
}

/** Fails only the first request to `path` on the network: the start-calls script's own. */
async function failFirst(page: Page, path: string): Promise<void> {
  let failed = false;
  await page.route(`**${path}`, (route: Route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('connectionreset');
  });
}

async function expectSignedInHome(page: Page, host: string): Promise<void> {
  const frame = await signIn(page, { host });
  await expect(frame.getByTestId('home-todos')).toBeVisible();
  const session = await frame.evaluate(() => window.__expenseLab?.session());
  expect(session?.host).toBe(host);
}

for (const host of Object.keys(CHAIN)) {
  const chain = CHAIN[host] ?? [];

  test(`${host}: the sign-in calls started before the libraries ran are each made once`, async ({
    page,
  }) => {
    const counts = countRequests(page, chain);
    await expectSignedInHome(page, host);
    for (const path of chain) expect(counts.get(path), path).toBe(1);
  });

  test(`${host}: without the start-calls script the shell signs in by itself`, async ({ page }) => {
    await page.route('**/js/start-calls.*.js', (route) => route.abort('failed'));
    const counts = countRequests(page, chain);
    await expectSignedInHome(page, host);
    for (const path of chain) expect(counts.get(path), path).toBe(1);
  });

  test(`${host}: a start call lost on the network is made again by the shell`, async ({ page }) => {
    // The code exchange's request never reached the server, so the shell's own can use the code.
    const lost = host === 'web' ? '/api/idp/public/oauth2/token' : '/api/dingtalk/v2/session';
    await failFirst(page, lost);
    const counts = countRequests(page, [lost]);
    await expectSignedInHome(page, host);
    expect(counts.get(lost)).toBe(2);
  });
}

test('web: on a second visit, every script from the cache, the start-calls script still makes the code exchange', async ({
  page,
}) => {
  // The script's calls are fetches; the shell's own code exchange goes through XHR (axios).
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CHAIN.web?.[0]) exchanges.push(request.resourceType());
  });
  await expectSignedInHome(page, 'web');
  await expectSignedInHome(page, 'web');
  expect(exchanges).toEqual(['fetch', 'fetch']);
});
