import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DINGTALK_UA } from './invoiceSamples';
import { signIn } from './labSignIn';
import { journalCount, services } from './resourceHelpers';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

const CAR_QUOTA = {
  'zh-CN': {
    services: '常用服务',
    button: '用车额度',
    lines: ['本月额度500.00 元', '本月已用180.00 元', '剩余320.00 元'],
    done: '知道了',
  },
  'en-US': {
    services: 'Services',
    button: 'Car quota',
    lines: ['Monthly quota500.00 CNY', 'Used this month180.00 CNY', 'Left320.00 CNY'],
    done: 'Got it',
  },
} as const;

/** Opens the car quota, the partner's own component from the registry, and closes it again. */
async function openCarQuota(
  page: Page,
  request: APIRequestContext,
  locale: keyof typeof CAR_QUOTA,
) {
  const words = CAR_QUOTA[locale];
  await services(page, words.services).getByRole('button', { name: words.button }).click();
  const dialog = page.getByRole('dialog', { name: words.button });
  const card = dialog.locator('[data-lab-bundle="lab-partner-components"]');
  for (const line of words.lines) await expect(card.locator('dl > div')).toContainText([line]);
  expect(await journalCount(request, '/lab-bundles/partner-components.js', 0)).toBeGreaterThan(0);
  return { dialog, done: dialog.getByRole('button', { name: words.done }) };
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`a resource of another sourceType opens the partner's component from the registry in a dialog (${locale})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (locale === 'en-US') {
      await page.addInitScript(() => window.localStorage.setItem('expense.locale', 'en-US'));
    }
    await signIn(page);
    await page.goto('/');
    const { dialog, done } = await openCarQuota(page, request, locale);
    await expect(
      page.getByRole('alert').filter({ hasText: /无法打开|cannot be opened/ }),
    ).toHaveCount(0);
    await page.screenshot({ path: `test-results/screens/car-quota-1280-${locale}.png` });
    await done.click();
    await expect(dialog).toBeHidden();
  });
}

test.describe('on a phone in DingTalk', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: DINGTALK_UA });

  test('the car quota opens across the screen, drawn by the partner’s component', async ({
    page,
    request,
  }) => {
    await signIn(page, { host: 'dingtalk' });
    await page.goto('/');
    const { dialog, done } = await openCarQuota(page, request, 'zh-CN');
    expect((await dialog.boundingBox())?.width).toBeGreaterThan(380);
    expect((await done.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: 'test-results/screens/car-quota-390.png' });
    await done.click();
    await expect(dialog).toBeHidden();
  });
});
