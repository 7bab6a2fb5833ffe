import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { field, openConsole } from './consoleHelpers';
import { axeFor } from './axeFor';

test.describe('creating and editing flags and segments in the lab console', () => {
  const reset = async ({ request }: { request: APIRequestContext }) => {
    await request.post('/__lab/flags/reset');
  };
  test.beforeEach(reset);
  test.afterEach(reset);

  test('creates a string flag with three variations that the lab then serves', async ({
    page,
    request,
  }) => {
    const problems = await openConsole(page);
    await page.getByRole('button', { name: 'New flag' }).click();
    const form = page.getByRole('form', { name: 'New flag' });
    await expect(field(form, 'Key')).toBeFocused();
    await field(form, 'Key').fill('e2e-report-layout');
    await field(form, 'Name').fill('Report layout');
    await form.getByLabel('Type').selectOption('string');
    await form.getByRole('button', { name: 'Add variation' }).click();
    const rows = [
      ['compact', 'Compact', 'c'],
      ['wide', 'Wide', 'w'],
      ['grid', 'Grid', 'g'],
    ];
    for (const [index, [id, name, value]] of rows.entries()) {
      await form.getByRole('textbox', { name: `Id of variation ${index + 1}` }).fill(id);
      await form.getByRole('textbox', { name: `Name of variation ${index + 1}` }).fill(name);
      await form.getByRole('textbox', { name: `Value of variation ${index + 1}` }).fill(value);
    }
    await form.getByLabel('Served when disabled').selectOption({ label: 'Compact (c)' });
    await form.getByLabel('Default variation (fallthrough)').selectOption({ label: 'Wide (w)' });
    await form.getByLabel(/^Enabled/).check();
    await form.getByRole('button', { name: 'Create flag' }).click();

    await expect(page.getByRole('status')).toHaveText('Created flag e2e-report-layout.');
    await expect(form).toBeHidden();
    const row = page.getByRole('row', { name: /^e2e-report-layout / });
    await expect(row.getByRole('cell').nth(0)).toHaveText('Report layout');
    await expect(row.getByRole('button', { name: 'Edit e2e-report-layout' })).toBeFocused();

    const saved = await (await request.get('/__lab/flags/e2e-report-layout')).json();
    expect(saved.flag).toMatchObject({
      variationType: 'string',
      variations: rows.map(([id, name, value]) => ({ id, name, value })),
      isEnabled: true,
      disabledVariationId: 'compact',
      fallthrough: { variations: [{ id: 'wide', rollout: [0, 1] }] },
    });
    const tenant = (await (await request.get('/__lab/tenants')).json()).items[0].corporationId;
    const served = await request.get(`/__lab/flags/e2e-report-layout/tenants?ids=${tenant}`);
    expect((await served.json()).tenants).toEqual([
      expect.objectContaining({ corporationId: tenant, variationId: 'wide' }),
    ]);
    expect(problems).toEqual([]);
  });

  test('explains a bad key and keeps what was typed', async ({ page, request }) => {
    await openConsole(page);
    await page.getByRole('button', { name: 'New flag' }).click();
    const form = page.getByRole('form', { name: 'New flag' });
    await field(form, 'Key').fill('bad key!');
    await field(form, 'Name').fill('Still here');
    await form.getByRole('button', { name: 'Create flag' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      /^The key "bad key!" may only contain letters, digits/,
    );
    await expect(field(form, 'Key')).toHaveValue('bad key!');
    await expect(field(form, 'Key')).toBeFocused();
    await expect(field(form, 'Key')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, 'Name')).toHaveValue('Still here');
    expect((await request.get('/__lab/flags/bad%20key!')).status()).toBe(404);
  });

  test("edits a flag's name and keeps its rules", async ({ page, request }) => {
    const before = (await (await request.get('/__lab/flags/upload-file-types')).json()).flag;
    await openConsole(page);
    await page.getByRole('button', { name: 'Edit upload-file-types' }).click();
    const form = page.getByRole('form', { name: 'Edit flag upload-file-types' });
    await expect(field(form, 'Key')).toHaveAttribute('readonly', '');
    await expect(field(form, 'Name')).toBeFocused();
    await field(form, 'Name').fill('Allowed types, renamed');
    await form.getByRole('button', { name: 'Save flag' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved flag upload-file-types.');
    const after = (await (await request.get('/__lab/flags/upload-file-types')).json()).flag;
    expect(after.name).toBe('Allowed types, renamed');
    expect(after.rules).toEqual(before.rules);
    expect(after.fallthrough).toEqual(before.fallthrough);
  });

  test('has no detectable accessibility violations with both forms open', async ({ page }) => {
    await openConsole(page);
    await page.getByRole('button', { name: 'Edit upload-file-types' }).click();
    await page.getByRole('button', { name: 'New segment' }).click();
    const segmentForm = page.getByRole('form', { name: 'New segment' });
    await field(segmentForm, 'Key').fill('bad key');
    await segmentForm.getByRole('button', { name: 'Create segment' }).click();
    await expect(segmentForm.getByRole('alert')).toHaveText(/may only contain/);
    const violations = async () =>
      (await axeFor(page).analyze()).violations.map((violation) => violation.id);
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'New flag' }).click();
    await page.getByRole('form', { name: 'New flag' }).getByLabel('Type').selectOption('json');
    expect(await violations()).toEqual([]);
  });
});
