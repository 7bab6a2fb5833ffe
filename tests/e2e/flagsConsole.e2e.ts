import type { APIRequestContext, Page } from '@playwright/test';
import { openConsole } from './consoleHelpers';
import { expect, test } from './fixtures';
import { axeFor } from './axeFor';

const FLAGS_TABLE = { name: 'Every flag the lab serves' };

interface LabTenant {
  corporationId: string;
  name: string;
  parentId: string | null;
}

async function firstSubsidiary(request: APIRequestContext): Promise<LabTenant> {
  const body = (await (await request.get('/__lab/tenants')).json()) as { items: LabTenant[] };
  const tenant = body.items.find((item) => item.parentId !== null);
  if (!tenant) throw new Error('The lab seed has no subsidiary');
  return tenant;
}

async function tenantCount(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/__lab/tenants')).json()) as { items: unknown[] }).items
    .length;
}

function flagRow(page: Page, key: string) {
  return page
    .getByRole('table', FLAGS_TABLE)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });
}

test.describe('the lab flag console', () => {
  test.beforeEach(async ({ request }) => {
    await request.post('/__lab/flags/reset');
  });
  test.afterEach(async ({ request }) => {
    await request.post('/__lab/flags/reset');
  });

  test('turns module-approval off for one subsidiary from the tenant matrix', async ({
    page,
    request,
  }) => {
    const tenant = await firstSubsidiary(request);
    const problems = await openConsole(page);
    const who = `${tenant.name} (${tenant.corporationId})`;
    const cell = page.getByRole('combobox', { name: `module-approval for ${who}`, exact: true });
    await expect(cell).toHaveValue('');
    await expect(cell).toHaveAccessibleDescription('Gets On (true): default');

    await cell.focus();
    await cell.selectOption('off');
    await expect(page.getByRole('status')).toHaveText(
      `module-approval: ${who} is now served Off (false).`,
    );
    const answer = await request.get(
      `/__lab/flags/module-approval/tenants?ids=${encodeURIComponent(tenant.corporationId)}`,
    );
    expect((await answer.json()).tenants).toEqual([
      expect.objectContaining({ corporationId: tenant.corporationId, variationId: 'off' }),
    ]);
    await expect(cell).toHaveValue('off');
    await expect(cell).toHaveAccessibleDescription('Gets Off (false): Tenants served Off');
    await expect(cell).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('disables a module for everyone only once its key is typed, and enables it after a review', async ({
    page,
    request,
  }) => {
    await openConsole(page);
    const row = flagRow(page, 'module-print');
    const enabledCell = row.getByRole('cell').nth(2);
    await expect(enabledCell).toHaveText('Yes');

    await row.getByRole('button', { name: 'Disable module-print' }).click();
    const review = page.getByRole('dialog', { name: 'disable module-print' });
    await expect(review.getByRole('row')).toHaveCount((await tenantCount(request)) + 1);
    await review.getByLabel(/Type the flag key module-print to confirm/).fill('module-print');
    await review.getByRole('button', { name: 'Confirm change' }).click();
    await expect(enabledCell).toHaveText('No');
    await expect(page.getByRole('status')).toHaveText('Disabled module-print.');
    await expect(row.getByRole('button', { name: 'Enable module-print' })).toBeFocused();
    const flag = await (await request.get('/__lab/flags/module-print')).json();
    expect(flag.flag.isEnabled).toBe(false);

    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: 'enable module-print' })
      .getByRole('button', { name: 'Confirm change' })
      .press('Enter');
    await expect(enabledCell).toHaveText('Yes');
    await expect(page.getByRole('status')).toHaveText('Enabled module-print.');
  });

  test("shows the server's error message when a change is refused", async ({ page }) => {
    await openConsole(page);
    await page.route('**/__lab/flags/module-print/disable', (route) =>
      route.fulfill({
        status: 409,
        json: { error: { code: 'error:lab:test', message: 'The lab refused <b>this</b>' } },
      }),
    );
    await flagRow(page, 'module-print')
      .getByRole('button', { name: 'Disable module-print' })
      .click();
    const review = page.getByRole('dialog', { name: 'disable module-print' });
    await review.getByLabel(/Type the flag key/).fill('module-print');
    await review.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Could not disable module-print: The lab refused <b>this</b>',
    );
    await expect(flagRow(page, 'module-print').getByRole('cell').nth(2)).toHaveText('Yes');
  });

  test('resets after a confirm and exports the definitions as JSON', async ({ page, request }) => {
    await request.post('/__lab/flags/module-print/disable');
    await openConsole(page);
    const enabledCell = flagRow(page, 'module-print').getByRole('cell').nth(2);
    await expect(enabledCell).toHaveText('No');

    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Reset flags to the definition files' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Reset: \d+ flags and \d+ segments/);
    await expect(enabledCell).toHaveText('Yes');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export definitions (JSON)' }).click();
    expect((await download).suggestedFilename()).toBe('flag-definitions.json');
    const exported = await (await request.get('/__lab/flags/export')).json();
    await expect(page.getByRole('status')).toHaveText(
      `Exported ${exported.flags.length} flags and ${exported.segments.length} segments.`,
    );
  });

  test('shows the live connection count', async ({ page }) => {
    await openConsole(page);
    await expect(page.locator('#live-connections')).toHaveText(/^\d+$/);
    await expect(page.locator('#live-updated')).not.toHaveText('never');
  });

  test('has no detectable accessibility violations', async ({ page }) => {
    await openConsole(page);
    const results = await axeFor(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
