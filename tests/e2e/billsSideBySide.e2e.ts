import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DINGTALK_UA } from './invoiceSamples';
import { signIn } from './labSignIn';

// A 48×32 two-colour PNG: the lab stores no bytes behind seeded attachments (/__lab/files/<id>).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAANUlEQVR42u3OQQ0AMAgEsDMzSXieKzBBeDWpgOZVr+ifFRESEhISEhISEhISEhISEhISugwNxODAiAfv4FgAAAAASUVORK5CYII=',
  'base64',
);
const IMAGE_PREVIEW = /^预览 .+\.(jpg|jpeg|png)$/;

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await page.route('**/__lab/files/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
});

const billLinks = (page: Page) => page.getByRole('list', { name: '我的单据' }).getByRole('link');

test.describe('on a 1280×800 desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('choosing a bill shows it beside the list; a new layer sets the panel back to single', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/bills');
    const links = billLinks(page);
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    // The bill with an image among its files, so a previewer (a new layer) can be opened.
    let pane = page.getByRole('region', { name: '' });
    let chosen = '';
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      chosen = (await link.textContent()) ?? '';
      await link.click();
      await expect(page).toHaveURL(/\/bills$/);
      pane = page.getByRole('region', { name: chosen });
      await expect(pane.getByRole('heading', { level: 2, name: '附件' })).toBeVisible();
      if ((await pane.getByRole('button', { name: IMAGE_PREVIEW }).count()) > 0) break;
    }
    // Side by side: the list on the left, the bill on the right, both in view.
    const list = await billLinks(page).first().boundingBox();
    const detail = await pane.boundingBox();
    expect(list && detail && detail.x > list.x + list.width).toBe(true);
    await expect(pane.getByRole('link', { name: '打开单据页' })).toHaveAttribute(
      'href',
      /^\/bills\/[\w:.-]+$/,
    );

    await pane.getByRole('button', { name: IMAGE_PREVIEW }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(pane).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(billLinks(page).first()).toBeVisible();
    await expect(page.getByRole('region', { name: chosen })).toHaveCount(0);

    // Chosen again, then closed by the person.
    await billLinks(page).first().click();
    const again = page.getByRole('region', {
      name: (await billLinks(page).first().textContent()) ?? '',
    });
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: '关闭详情' }).click();
    await expect(again).toHaveCount(0);

    // The bill's own page is one link away from the detail beside the list.
    await billLinks(page).first().click();
    const href = (await billLinks(page).first().getAttribute('href')) ?? '';
    await page.getByRole('link', { name: '打开单据页' }).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.:]/g, '\\$&')}$`));
    await expect(page.getByRole('list', { name: '我的单据' })).toHaveCount(0);
  });
});

test.describe('on a 390×844 phone in DingTalk', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: DINGTALK_UA });

  test('choosing a bill opens its own page, as before', async ({ page }) => {
    await signIn(page, { host: 'dingtalk' });
    await page.goto('/bills');
    const first = billLinks(page).first();
    await expect(first).toBeVisible();
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.:]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 2, name: '附件' })).toBeVisible();
    await expect(page.getByRole('list', { name: '我的单据' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '打开单据页' })).toHaveCount(0);
  });
});
