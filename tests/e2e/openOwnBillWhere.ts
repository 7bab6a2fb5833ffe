import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens my seeded bills one by one, each at its detail with its attachments listed, until `fits`
 * says the open one will do. Throws, naming `what`, when none on the first page of My bills does:
 * the seed decides which bills have which files, so the story looks rather than assumes.
 */
export async function openOwnBillWhere(
  page: Page,
  what: string,
  fits: () => Promise<boolean>,
): Promise<void> {
  await page.goto('/bills');
  const links = page.getByRole('list', { name: '我的单据' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 2, name: '附件' })).toBeVisible();
    if (await fits()) return;
  }
  throw new Error(`no seeded bill on the first page of My bills has ${what}`);
}
