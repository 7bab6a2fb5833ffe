import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Bytes that look like nothing in particular, big enough for the progress to move. */
export function bytes(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) out[i] = (i * 31 + seed) % 251;
  return out;
}

/** A new expense form, whose attachment field carries the upload widget. */
export async function openNewExpense(page: Page): Promise<void> {
  await page.goto('/bills');
  await page.getByRole('link', { name: '新建', exact: true }).click();
  await page.getByLabel('单据类型').selectOption({ label: '日常报销单' });
  await expect(page.getByRole('form', { name: '日常报销单表单' })).toBeVisible();
}
