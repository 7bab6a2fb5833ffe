import { expect, test } from './fixtures';
import { DINGTALK_UA } from './invoiceSamples';
import { signIn } from './labSignIn';
import { journalCount, services, taxiBill } from './resourceHelpers';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a person opens each home service the way its sourceType says', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto('/');

    await services(page).getByRole('button', { name: '差旅领款' }).click();
    const popup = page.getByRole('dialog', { name: '差旅领款' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('separator')).toHaveCount(0);
    expect((await popup.boundingBox())?.width).toBeCloseTo(500, -1);
    const slide = page.frameLocator('iframe[src="/__lab/partner/trip-money"]');
    await expect(slide.getByRole('heading', { name: '差旅领款（实验室）' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await services(page).getByRole('button', { name: '酒店预订' }).click();
    const viewer = page.getByRole('dialog', { name: '酒店预订' });
    await expect(viewer).toBeVisible();
    const hotel = page.frameLocator('iframe[src="/__lab/partner/hotel"]');
    await expect(hotel.getByRole('heading', { name: '酒店预订（实验室）' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    for (const [name, title] of [
      ['企业商城', '企业商城（实验室）'],
      ['打车订单', '打车订单（实验室）'],
    ]) {
      const opened = context.waitForEvent('page');
      await services(page).getByRole('button', { name }).click();
      const tab = await opened;
      await expect(tab.getByRole('heading', { name: title })).toBeVisible();
      await tab.close();
    }
  });

  test('a bill with a taxi order offers it on its detail, opening the order for that bill', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page);
    const billId = await taxiBill(request);
    const since = Date.now();
    await page.goto(`/bills/${encodeURIComponent(billId)}`);
    const related = page.getByRole('group', { name: '相关服务' });
    const opened = context.waitForEvent('page');
    await related.getByRole('button', { name: '打车订单' }).click();
    const tab = await opened;
    await expect(tab.getByRole('heading', { name: '打车订单（实验室）' })).toBeVisible();
    await expect(tab.locator('output')).toHaveText(billId);
    expect(await journalCount(request, `/api/v1/flow/flows/${billId}/resources`, since)).toBe(1);
    expect(new URL(tab.url()).pathname).toBe('/__lab/partner/taxi');
  });
});

test.describe('on a phone in DingTalk', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: DINGTALK_UA });

  test('the trip allowance opens as a drawer across the screen', async ({ page }) => {
    await signIn(page, { host: 'dingtalk' });
    await page.goto('/');
    const button = services(page).getByRole('button', { name: '差旅领款' });
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await button.click();
    const drawer = page.getByRole('dialog', { name: '差旅领款' });
    await expect(drawer.getByRole('separator')).toHaveCount(1);
    expect((await drawer.boundingBox())?.width).toBeGreaterThan(380);
    const slide = page.frameLocator('iframe[src="/__lab/partner/trip-money"]');
    await expect(slide.getByRole('heading', { name: '差旅领款（实验室）' })).toBeVisible();
  });
});
