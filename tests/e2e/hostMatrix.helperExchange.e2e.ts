import { expect, test } from './fixtures';
import { registerMatrix } from './hostMatrixReport';
import { signIn } from './labSignIn';

const cell = registerMatrix(test);

interface JournalPage {
  items: Array<{ status: number; query: Record<string, string>; body: { preview: string | null } }>;
}

for (const [host, platform] of [
  ['dingtalk', 'DINGTALK'],
  ['feishu', 'FEISHU'],
] as const) {
  test(`opened as ${host} in a helper corporation, staff enter the corporation it serves`, async ({
    page,
    request,
  }) => {
    cell({ host, situation: 'helper-exchange', expected: 'signed in to the served corporation' });
    const tenants = (await (await request.get('/__lab/tenants')).json()) as {
      items: Array<{ corporationId: string }>;
    };
    const [helper, served] = tenants.items.map((tenant) => tenant.corporationId);
    const since = Date.now();
    const frame = await signIn(page, { host, corp: helper, helperFor: served });
    const session = await frame.evaluate(() => window.__expenseLab?.session());
    expect(session?.corporationId).toBe(served);

    await page.goto('/me');
    await expect(page.getByText(served, { exact: true })).toBeVisible();

    const path = `/api/${host}/v2/helper/session`;
    const journal = (await (
      await request.get(`/__lab/requests?method=POST&path=${path}&since=${since}`)
    ).json()) as JournalPage;
    expect(journal.items.map((entry) => entry.status)).toEqual([200]);
    expect(JSON.parse(journal.items[0].body.preview ?? '{}')).toEqual({
      corporationId: served,
      platform,
      dtCorpId: helper,
    });
  });
}
