import type { Page } from '@playwright/test';
import { chooseTheme } from './appearance';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { axeFor } from './axeFor';

interface LabTenant {
  corporationId: string;
  appearance: { brandColor?: string; fontSize?: string };
}

/** Every element painted in `rgb` with its text colour's contrast on it (WCAG 2 formula). */
function brandPaint(page: Page, rgb: string) {
  return page.evaluate((wanted) => {
    const channels = (colour: string) =>
      (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => getComputedStyle(element).backgroundColor === wanted)
      .filter((element) => (element.textContent ?? '').trim() !== '')
      .map((element) => ({
        text: (element.textContent ?? '').trim().slice(0, 20),
        contrast: contrast(getComputedStyle(element).color, wanted),
      }));
  }, rgb);
}

test('the branded tenant shows its own brand colour and large text, and stays readable for axe', async ({
  page,
  request,
}) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  const tenants = (await (await request.get('/__lab/tenants')).json()) as { items: LabTenant[] };
  const branded = tenants.items.find((tenant) => tenant.appearance.brandColor);
  expect(branded?.appearance).toEqual({ brandColor: '#FFC53D', fontSize: 'large' });

  await signIn(page, { corp: branded?.corporationId });
  await page.goto('/admin-rules');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const painted = await brandPaint(page, 'rgb(255, 197, 61)');
  expect(painted.length).toBeGreaterThan(0);
  for (const { text, contrast } of painted) {
    expect(contrast, `text “${text}” on the brand colour`).toBeGreaterThanOrEqual(4.5);
  }
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('16px');
  const axe = await axeFor(page).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await chooseTheme(page, 'dark');
  await expect(page.getByRole('menu')).toHaveCount(0);
  const dark = await axeFor(page).analyze();
  expect(dark.violations.map((violation) => violation.id)).toEqual([]);

  const journal = (await (
    await page.request.get(
      '/__lab/requests?method=GET&path=/api/v1/organization/staffs/staffSetting',
    )
  ).json()) as { items: { status: number; responseBody: { preview: string | null } | null }[] };
  expect(journal.items.at(-1)?.status).toBe(200);
  expect(journal.items.at(-1)?.responseBody?.preview).toContain('"brandColor":"#FFC53D"');
});

test('a tenant without a brand keeps the product’s default colour', async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
  await page.goto('/admin-rules');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await brandPaint(page, 'rgb(37, 85, 255)')).length).toBeGreaterThan(0);
  expect(await brandPaint(page, 'rgb(255, 197, 61)')).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('14px');
});
