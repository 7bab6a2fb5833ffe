import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { field, openConsole } from './consoleHelpers';

/** A flag of the test's own that serves On to the seeded pilot-tenants segment. */
async function targetPilotTenants(request: APIRequestContext) {
  const { flag } = await (await request.get('/__lab/flags/lab-demo-tenant-rollout')).json();
  const pilotOnly = {
    ...flag,
    id: 'flag-e2e-pilot-only',
    key: 'e2e-pilot-only',
    name: 'E2E: pilot tenants only',
    rules: [
      {
        id: 'pilot',
        name: 'Pilot tenants',
        dispatchKey: null,
        includedInExpt: false,
        conditions: [
          {
            property: 'User is in segment',
            op: 'IsOneOf',
            value: JSON.stringify(['segment-pilot-tenants']),
          },
        ],
        variations: [{ id: 'on', rollout: [0, 1], exptRollout: 1 }],
      },
    ],
  };
  const put = await request.put('/__lab/flags/e2e-pilot-only', { data: pilotOnly });
  expect(put.ok()).toBe(true);
}

test.describe('editing segments in the lab console', () => {
  const reset = async ({ request }: { request: APIRequestContext }) => {
    await request.post('/__lab/flags/reset');
  };
  test.beforeEach(reset);
  test.afterEach(reset);

  test('creates a segment with two included tenants, deletes it, and shows a 409', async ({
    page,
    request,
  }) => {
    await openConsole(page);
    await page.getByRole('button', { name: 'New segment' }).click();
    const form = page.getByRole('form', { name: 'New segment' });
    await field(form, 'Name').fill('E2E tenants');
    await field(form, 'Key').fill('e2e-tenants');
    await form.getByLabel('Included keyIds (one per line)').fill('corp-one\ncorp-two');
    await form.getByRole('button', { name: 'Create segment' }).click();
    await expect(page.getByRole('status')).toHaveText('Created segment e2e-tenants.');
    const row = page.getByRole('row', { name: /^E2E tenants / });
    await expect(row.getByRole('cell')).toHaveText(['e2e-tenants', '2', '0', '0', /Edit/]);
    const { segments } = await (await request.get('/__lab/flags/segments')).json();
    const created = segments.find((segment: { key: string }) => segment.key === 'e2e-tenants');
    expect(created.included).toEqual(['corp-one', 'corp-two']);

    page.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: 'Delete segment e2e-tenants' }).click();
    await expect(page.getByRole('status')).toHaveText('Deleted segment e2e-tenants.');
    await expect(row).toHaveCount(0);
    expect((await request.get(`/__lab/flags/segments/${created.id}`)).status()).toBe(404);

    // A segment a flag still targets cannot go: the lab's 409 message shows.
    await targetPilotTenants(request);
    await page.reload();
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Delete segment pilot-tenants' }).click();
    await expect(page.getByRole('status')).toHaveText(
      /^Could not delete segment pilot-tenants: Segment "segment-pilot-tenants" is used by /,
    );
  });
});
