import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { axeFor } from './axeFor';

// A 48×32 two-colour PNG: the lab stores no bytes behind seeded attachments (/__lab/files/<id>).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAANUlEQVR42u3OQQ0AMAgEsDMzSXieKzBBeDWpgOZVr+ifFRESEhISEhISEhISEhISEhISugwNxODAiAfv4FgAAAAASUVORK5CYII=',
  'base64',
);
// Images only: a PDF's preview button opens the document preview host instead.
const PREVIEW = /^预览 .+\.(jpg|jpeg|png)$/;

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
});

/** Most image previews in one attachment list on a bill's page (0 when none). */
async function imagesInOneList(page: Page): Promise<number> {
  return page.evaluate((pattern) => {
    const lists = [...document.querySelectorAll('ul')];
    const counts = lists.map(
      (list) =>
        [...list.querySelectorAll('button')].filter((b) =>
          new RegExp(pattern).test(b.textContent ?? ''),
        ).length,
    );
    return Math.max(0, ...counts);
  }, PREVIEW.source);
}

/** Opens the seeded bills one by one until one has two images in the same attachment list. */
async function openBillWithImages(page: Page): Promise<number> {
  await page.goto('/bills');
  const links = page.locator('a[href^="/bills/"]:not([href$="/new"]):not([href="/bills/backlog"])');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const href of new Set(hrefs)) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 2, name: '附件' })).toBeVisible();
    const count = await imagesInOneList(page);
    if (count >= 2) return count;
  }
  throw new Error('no seeded bill on the first page of My bills has two images in one list');
}

test('the image previewer is driven by keyboard alone, passes axe and gives focus back', async ({
  page,
}) => {
  await page.route('**/__lab/files/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  const images = await openBillWithImages(page);
  const list = page
    .locator('ul')
    .filter({ has: page.getByRole('button', { name: PREVIEW }) })
    .first();
  const opener = list.getByRole('button', { name: PREVIEW }).first();
  await opener.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByText(`1 / ${images}`, { exact: true })).toBeVisible();
  const picture = dialog.getByRole('img');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(dialog.getByText('140%', { exact: true })).toBeVisible();
  await page.keyboard.press('r');
  await expect(picture).toHaveAttribute('style', /scale\(1\.4\) rotate\(90deg\)/);
  await page.keyboard.press('-');
  await expect(dialog.getByText('120%', { exact: true })).toBeVisible();

  const axe = await axeFor(page).include('[role="dialog"]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`2 / ${images}`, { exact: true })).toBeVisible();
  await expect(dialog.getByText('100%', { exact: true })).toBeVisible();
  await expect(picture).toHaveAttribute('style', /scale\(1\) rotate\(0deg\)/);
  if (images === 2) await expect(dialog.getByRole('button', { name: /下一张/ })).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`1 / ${images}`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /上一张/ })).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a seeded image the lab cannot serve shows the localized load error, not a blank', async ({
  page,
}) => {
  await openBillWithImages(page);
  await page.getByRole('button', { name: PREVIEW }).first().click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('图片加载失败...');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
