import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { chooseTheme } from './appearance';
import { axeFor } from './axeFor';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe('micro-applications from the registry', () => {
  test('a deep link mounts the module that owns the path', async ({ page }) => {
    await page.goto('/bills');
    await expect(page.getByRole('heading', { name: '我的单据' })).toBeVisible();
    await expect(page.getByRole('link', { name: '单据', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('navigating between two modules mounts one and unmounts the other', async ({ page }) => {
    await page.goto('/bills');
    await expect(page.getByRole('heading', { name: '我的单据' })).toBeVisible();
    await page.getByRole('link', { name: '审批', exact: true }).click();
    await expect(page.getByRole('heading', { name: '待我审批' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '我的单据' })).toHaveCount(0);
    await expect(page.locator('[id="single-spa-application:bills"]')).toHaveCount(0);
    expect(page.url()).toMatch(/\/approval$/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: '我的单据' })).toBeVisible();
  });

  test('a path under a module with no page shows the module not-found panel', async ({ page }) => {
    await page.goto('/bills/no/such-page');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  });

  test('on the home, module bundles load by their priority before anyone opens them', async ({
    page,
  }) => {
    // signIn lands on the home; nothing has opened a module. bills is priority 1 (right after
    // the home), approval 2 (when idle), group-center 3 (after the 3 s delay).
    const loaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/modules/')),
      );
    await expect.poll(loaded).toContainEqual(expect.stringMatching(/^\/modules\/bills\./));
    await expect.poll(loaded).toContainEqual(expect.stringMatching(/^\/modules\/approval\./));
    await expect
      .poll(loaded, { timeout: 10_000 })
      .toContainEqual(expect.stringMatching(/^\/modules\/group-center\./));
    await page.getByRole('link', { name: '单据', exact: true }).click();
    await expect(page.getByRole('heading', { name: '我的单据' })).toBeVisible();
    const bills = (await loaded()).filter((path) => path.startsWith('/modules/bills.'));
    expect(bills).toHaveLength(1);
  });

  test('a module renders in English when the staff chose English', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('expense.locale', 'en-US'));
    await page.goto('/print');
    await expect(page.getByRole('heading', { name: 'Bill printing' })).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the shell with a mounted module has no detectable accessibility violations in ${theme} mode`, async ({
    page,
  }) => {
    await page.goto('/bills');
    await expect(page.getByRole('heading', { name: '我的单据' })).toBeVisible();
    await chooseTheme(page, theme);
    const results = await axeFor(page).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`),
    ).toEqual([]);
  });
}

const SINGLETON_MARKERS = {
  react: 'react.transitional.element',
  'react-dom': '__reactContainer$',
  mobx: '[MobX]',
  'styled-components': 'data-styled',
  'react-router': 'may be used only in the context of a <Router> component',
};

test('each shared library exists once: in the shell, never inside a module bundle', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const initial = await page
    .locator('script[src]')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  const registry = (await (await request.get('/api/v1/microapps/registry')).json()) as {
    bundleUrl: string;
  }[];
  expect(registry.length).toBeGreaterThanOrEqual(6);
  const bodies = new Map<string, string>();
  for (const url of [...initial, ...registry.map((entry) => entry.bundleUrl)]) {
    bodies.set(url, await (await request.get(url)).text());
  }
  for (const [library, marker] of Object.entries(SINGLETON_MARKERS)) {
    const holders = [...bodies].filter(([, body]) => body.includes(marker)).map(([url]) => url);
    expect({ library, holders: holders.length }).toEqual({ library, holders: 1 });
    expect(initial).toContain(holders[0]);
  }
});
