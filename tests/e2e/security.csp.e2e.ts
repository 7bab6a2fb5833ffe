import { watchCspViolations } from './cspWatch';
import { PHONE_VIEWPORT } from './devicePage';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

/** The screens the policy must not break: the bills module's list, form and detail. */
async function visitBillsPages(page: import('@playwright/test').Page): Promise<void> {
  await page.goto('/bills');
  await expect(page.getByRole('listitem').getByRole('link').first()).toBeVisible();
  await page.getByRole('link', { name: '新建', exact: true }).click();
  await page.getByLabel('单据类型').selectOption({ index: 1 });
  await expect(page.getByRole('form')).toBeVisible();
  await page.goto('/bills');
  await page.getByRole('listitem').getByRole('link').first().click();
  // At 1280 px the bill opens beside the list first (BillListBeside); its page is one link on.
  await page.getByRole('link', { name: '打开单据页' }).click();
  await expect(page).toHaveURL(/\/bills\/[\w:.-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('when the app runs under the lab’s content security policy', () => {
  test('the app document carries an enforced policy with no inline scripts allowed', async ({
    request,
  }) => {
    const response = await request.get('/bills');
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers()['content-security-policy-report-only']).toBeUndefined();
  });

  for (const host of ['web', 'dingtalk', 'native']) {
    test(`signing in as ${host} and using the bills pages raises no policy violation`, async ({
      page,
    }) => {
      const violations = await watchCspViolations(page);
      await signIn(page, { host });
      await visitBillsPages(page);
      expect(await violations()).toEqual([]);
    });
  }

  test('on a phone the line editor opens as a sheet whose scroll lock raises no policy violation', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    const violations = await watchCspViolations(page);
    await signIn(page, { host: 'dingtalk' });
    await page.goto('/bills/new');
    await page.getByLabel('单据类型').selectOption({ label: '日常报销单' });
    await page.getByRole('button', { name: '+ 添加费用' }).click();
    await expect(page.getByRole('dialog', { name: '新的费用' })).toBeVisible();
    // The sheet's scroll lock is a <style> the dialog library adds: it must carry the nonce.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    expect(await violations()).toEqual([]);
  });

  test('styles still apply: the header is laid out by styled-components', async ({ page }) => {
    await signIn(page);
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('display', 'flex');
  });

  test('an inline script injected into the page is blocked and reported', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await signIn(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
    });
    expect(await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(false);
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
  });
});
