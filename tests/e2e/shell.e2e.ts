import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { labOpenPath, signIn } from './labSignIn';
import { axeFor } from './axeFor';

const ZH_UNKNOWN = '未知问题，请联系系统管理员';
const EN_UNKNOWN = 'unknown problem, please contact the system administrator';

async function useEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('expense.locale', 'en-US'));
}

test.describe('the lab serves the shell', () => {
  test('the home page renders the app frame, the to-dos and the micro-application root', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('link', { name: '费用管理' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
    await expect(page.getByTestId('home-todos')).toBeVisible();
    await expect(page.locator('main #root')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('the app document carries the config, so the app signs in without asking for the file', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/app-config.json') asked.push(request.url());
    });
    await signIn(page);
    const inline = await page.locator('script#app-config').textContent();
    expect(JSON.parse(inline ?? '').apiBase).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    await expect(page.getByTestId('home-todos')).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('the runtime config file points the app at the lab', async ({ request }) => {
    const response = await request.get('/app-config.json');
    expect(response.ok()).toBe(true);
    const config = await response.json();
    expect(config.apiBase).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
  });
});

test.describe('the sign-in screen', () => {
  test('renders in zh-CN by default', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
    await expect(page.getByText('您尚未登录，请从所在应用重新进入')).toBeVisible();
  });

  test('renders in en-US when the staff chose English', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('has no detectable accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
    const results = await axeFor(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('the generic error screen', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('shows the image and the zh-CN sentence', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByText(ZH_UNKNOWN)).toBeVisible();
    await expect(page.getByRole('img', { name: '出错了' })).toBeVisible();
  });

  test('shows the en-US sentence in English', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/error');
    await expect(page.getByText(EN_UNKNOWN)).toBeVisible();
  });

  test('replaces a route that throws instead of leaving a blank page', async ({ page }) => {
    await page.goto('/__lab-crash');
    await expect(page.getByTestId('error-screen')).toBeVisible();
    await expect(page.getByText(ZH_UNKNOWN)).toBeVisible();
    await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
  });
});

test('the enterprise selection screen renders', async ({ page }) => {
  await signIn(page);
  await page.goto('/selectEnterprise5');
  await expect(page.getByRole('heading', { name: '选择企业' })).toBeVisible();
});

test('when the sign-in code cannot load, the generic error screen shows instead of a blank page', async ({
  page,
}) => {
  await page.route(/\/js\/sign-in\.[\w]+\.js$/, (route) => route.abort());
  await page.goto(labOpenPath());
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await expect(page.getByText(ZH_UNKNOWN)).toBeVisible();
});
