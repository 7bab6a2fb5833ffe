import type { APIRequestContext } from '@playwright/test';
import type { FeatureFlag } from '../../flags/evaluation/types';
import { setRollout } from '../../lab/flagServer/setRollout';
import { tenantVariations } from '../../lab/flagServer/tenantVariations';
import { E2E_ACTOR, openConsole } from './consoleHelpers';
import { expect, test } from './fixtures';
import { openAsTenant } from './tenantPage';
import { axeFor } from './axeFor';

const KEY = 'module-approval';

interface Tenant {
  corporationId: string;
  name: string;
}

/** The tenants that lose the module at 50 % by corporationId, by the lab's own evaluator. */
async function losingAtHalf(request: APIRequestContext): Promise<Tenant[]> {
  const { flag } = (await (await request.get(`/__lab/flags/${KEY}`)).json()) as {
    flag: FeatureFlag;
  };
  const { items } = (await (await request.get('/__lab/tenants')).json()) as { items: Tenant[] };
  const half = setRollout(flag, { percentage: 50 });
  const cells = tenantVariations(
    half,
    items.map((tenant) => tenant.corporationId),
    [],
  );
  return items.filter((_, index) => cells[index].value === 'false');
}

test.describe('a rollout with guard rails in the flag console', () => {
  const reset = ({ request }: { request: APIRequestContext }) => request.post('/__lab/flags/reset');
  test.beforeEach(reset);
  test.afterEach(reset);

  test('a rollout to 50 % is reviewed tenant by tenant, logged, and its revert reaches open pages live', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const losing = await losingAtHalf(request);
    expect(losing.length).toBeGreaterThan(0);
    const app = await openAsTenant(browser, baseURL ?? '', losing[0].corporationId, '/');
    await expect(app.getByRole('link', { name: '审批', exact: true })).toBeVisible();

    await openConsole(page);
    await page.getByRole('button', { name: `Who gets what ${KEY}` }).click();
    const editor = page.getByRole('form', { name: `Who gets what: ${KEY}` });
    await editor.getByLabel('Percent').fill('50');
    await expect(
      editor.getByRole('table', { name: 'Result: what each tenant will get' }),
    ).toContainText('Off (false)');
    await editor.getByRole('button', { name: 'Save' }).click();

    const review = page.getByRole('dialog', { name: `save the rollout of ${KEY}` });
    await expect(review).toContainText(`This change alters what ${losing.length} tenant`);
    const rows = review
      .getByRole('table', { name: 'Tenants that gain or lose a variation' })
      .getByRole('row');
    await expect(rows).toHaveCount(losing.length + 1);
    for (const tenant of losing) {
      const row = rows.filter({ hasText: `${tenant.name} (${tenant.corporationId})` });
      await expect(row.getByRole('cell')).toHaveText([KEY, 'On (true)', 'Off (false)']);
    }
    const axe = await axeFor(page).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await review.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByRole('status')).toHaveText(`Saved who gets what for ${KEY}.`);
    await expect(app.getByRole('link', { name: '审批', exact: true })).toHaveCount(0);

    // The log is the lab's, shared by every test: the newest entry for the flag is this change.
    const audit = page.getByRole('table', { name: 'Flag and segment changes, newest first' });
    const change = audit
      .getByRole('rowheader', { name: new RegExp(`^#\\d+ update ${KEY}$`) })
      .first();
    const what = (await change.textContent()) ?? '';
    const id = what.split(' ')[0];
    const entry = audit
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: what }) });
    await expect(entry.getByRole('cell').nth(1)).toHaveText(E2E_ACTOR);
    await entry.getByRole('button', { name: `Revert ${what}` }).click();
    await expect(page.getByRole('status')).toHaveText(`Reverted ${id}: the earlier state is back.`);
    await expect(app.getByRole('link', { name: '审批', exact: true })).toBeVisible();
    await expect(
      audit.getByRole('rowheader', { name: new RegExp(`^#\\d+ revert ${id} ${KEY}$`) }),
    ).toBeVisible();
    await app.context().close();
  });
});
