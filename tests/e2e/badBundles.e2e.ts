import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { chooseLocale } from './appearance';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

async function useScenario(context: BrowserContext, baseURL: string | undefined, scenario: string) {
  await context.addCookies([
    { name: 'lab-scenario', value: scenario, url: baseURL ?? 'http://127.0.0.1' },
  ]);
}

async function statusOf(page: Page, name: string): Promise<string | undefined> {
  return page.evaluate(
    (app) => window.__expenseLab?.microApps().find((a) => a.name === app)?.status,
    name,
  );
}

async function expectShellAndBillsStillWork(page: Page) {
  await page.getByRole('link', { name: '单据' }).click();
  await expect(page.getByRole('heading', { name: '我的单据' })).toBeVisible({ timeout: 10_000 });
  await chooseLocale(page, 'en-US');
  await expect(page.getByRole('heading', { name: 'My bills' })).toBeVisible();
}

const FAILING = [
  { scenario: 'bundle-404', status: 'LOAD_ERROR' },
  { scenario: 'bundle-throws', status: 'LOAD_ERROR' },
  { scenario: 'bundle-no-mount', status: 'SKIP_BECAUSE_BROKEN' },
  { scenario: 'bundle-mount-rejects', status: 'SKIP_BECAUSE_BROKEN' },
];

for (const { scenario, status } of FAILING) {
  test(`${scenario} ends in ${status} with a retry panel while the shell and bills keep working`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useScenario(context, baseURL, scenario);
    await page.goto(`/lab/${scenario}`);
    const panel = page.getByTestId('micro-app-failed');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-status', status);
    await expect(panel.getByRole('button', { name: '重试' })).toBeVisible();
    expect(await statusOf(page, `lab-${scenario}`)).toBe(status);
    await expectShellAndBillsStillWork(page);
  });
}

test('bundle-slow-bootstrap outlives the 4000 ms warning and still mounts', async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'bundle-slow-bootstrap');
  const timeoutErrors: string[] = [];
  page.on('console', (message) => {
    if (/lab-bundle-slow-bootstrap/.test(message.text())) timeoutErrors.push(message.text());
  });
  await page.goto('/lab/bundle-slow-bootstrap');
  await expect(page.getByRole('heading', { name: 'Slow bootstrap app mounted' })).toBeVisible({
    timeout: 10_000,
  });
  expect(await statusOf(page, 'lab-bundle-slow-bootstrap')).toBe('MOUNTED');
  expect(timeoutErrors.length).toBeGreaterThan(0);
  await expectShellAndBillsStillWork(page);
});

test('bundle-unmount-hangs is detached after 3000 ms, quarantined, and the next module mounts', async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'bundle-unmount-hangs');
  await page.goto('/lab/bundle-unmount-hangs');
  await expect(page.getByRole('heading', { name: 'Unmount-hangs app mounted' })).toBeVisible();
  await expectShellAndBillsStillWork(page);
  await expect(page.getByRole('heading', { name: 'Unmount-hangs app mounted' })).toHaveCount(0);
  expect(await statusOf(page, 'lab-bundle-unmount-hangs')).toBe('QUARANTINED');
  await page.goBack();
  await expect(page.getByTestId('micro-app-failed')).toHaveAttribute('data-status', 'QUARANTINED');
});

test('a registry that fails twice falls back to the fallback URL once', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useScenario(context, baseURL, 'registry-down');
  const since = Date.now();
  await page.goto('/bills');
  await expect(page.getByRole('heading', { name: '我的单据' })).toBeVisible();
  const journal = await (
    await request.get(`/__lab/requests?method=GET&path=/api/v1/microapps/registry&since=${since}`)
  ).json();
  expect(journal.count).toBe(2);
  expect(journal.items.map((entry: { status: number }) => entry.status)).toEqual([503, 503]);
});

test('slow-loader loads eight utilities at most six at a time and registers their exports', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useScenario(context, baseURL, 'slow-loader');
  const since = Date.now();
  await page.goto('/');
  await expect
    .poll(
      async () => {
        const names = await page.evaluate(() => window.__expenseLab?.extensions() ?? []);
        // The app's own extensions (the upload widget) load beside the lab's utilities.
        return names.filter((name) => name.startsWith('lab-slow-util-')).length;
      },
      { timeout: 15_000 },
    )
    .toBe(8);
  const journal = await (
    await request.get(`/__lab/requests?path=/lab-bundles/util.js&since=${since}`)
  ).json();
  const spans = (journal.items as { timestamp: number; durationMs: number }[]).map((entry) => [
    entry.timestamp,
    entry.timestamp + entry.durationMs,
  ]);
  expect(spans).toHaveLength(8);
  const overlapAt = (t: number) => spans.filter(([start, end]) => start <= t && t < end).length;
  const maxConcurrent = Math.max(...spans.map(([start]) => overlapAt(start)));
  expect(maxConcurrent).toBeLessThanOrEqual(6);
  expect(maxConcurrent).toBeGreaterThan(1);
});
