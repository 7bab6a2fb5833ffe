import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Bytes that look like nothing in particular, big enough for the progress to move. */
export function bytes(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) out[i] = (i * 31 + seed) % 251;
  return out;
}

/**
 * A new expense form, whose attachment field carries the upload widget. `inApp` gets there by
 * the app's own navigation, as a person inside a host app does: a host whose sign-in the
 * address carried cannot be reloaded at another address.
 */
export async function openNewExpense(page: Page, { inApp = false } = {}): Promise<void> {
  if (inApp) await page.getByRole('link', { name: '单据', exact: true }).first().click();
  else await page.goto('/bills');
  await page.getByRole('link', { name: '新建', exact: true }).click();
  await page.getByLabel('单据类型').selectOption({ label: '日常报销单' });
  await expect(page.getByRole('form', { name: '日常报销单表单' })).toBeVisible();
}
