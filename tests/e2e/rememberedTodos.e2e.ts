import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { LabStaff } from './journeyStaff';
import { labOpenPath, signIn, waitForSessionStatus } from './labSignIn';

/** The calls that count the to-dos; failing them leaves only what the browser remembered. */
const COUNT_CALLS = ['**/api/v1/flow/backlogs/search', '**/api/v1/flow/flows/my/search'];

async function failCounts(page: Page): Promise<void> {
  for (const pattern of COUNT_CALLS) await page.route(pattern, (route) => route.abort('failed'));
}

async function twoStaffOfOneCorporation(request: APIRequestContext): Promise<LabStaff[]> {
  const { items } = (await (await request.get('/__lab/staffs')).json()) as { items: LabStaff[] };
  const usable = items.filter((staff) => staff.active && !staff.external);
  const first = usable[0];
  const second = usable.find(
    (staff) => staff.corporationId === first?.corporationId && staff.id !== first?.id,
  );
  if (!first || !second) throw new Error('the lab has no two active staff in one corporation');
  return [first, second];
}

test.describe('the to-dos a later start shows before its counts answer', () => {
  test('a second visit shows the same person the to-dos this browser last showed them', async ({
    page,
    request,
  }) => {
    const [ann] = await twoStaffOfOneCorporation(request);
    const open = { corp: ann?.corporationId, staff: ann?.id };
    const first = (await signIn(page, open)).getByTestId('home-todos');
    await expect(first).toBeVisible();
    const shown = await first.innerText();

    await failCounts(page);
    const again = (await signIn(page, open)).getByTestId('home-todos');
    await expect(again).toBeVisible();
    expect(await again.innerText()).toBe(shown);
  });

  test('another person signing in on the same browser never sees them', async ({
    page,
    request,
  }) => {
    const [ann, bob] = await twoStaffOfOneCorporation(request);
    await signIn(page, { corp: ann?.corporationId, staff: ann?.id });
    await expect(page.getByTestId('home-todos')).toBeVisible();

    await failCounts(page);
    const frame = await signIn(page, { corp: bob?.corporationId, staff: bob?.id });
    await expect(frame.getByText('待办加载失败')).toBeVisible();
    await expect(frame.getByTestId('home-todos')).toHaveCount(0);
  });

  test('a session refused on the second visit still ends at sign-in', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('home-todos')).toBeVisible();

    await page.route('**/api/v1/organization/staffs/me', (route) =>
      route.fulfill({ status: 401, json: { errorCode: '401', message: '未登录' } }),
    );
    await page.goto(labOpenPath());
    await waitForSessionStatus(page, 'unauthorized');
    await expect(page.getByTestId('home-todos')).toHaveCount(0);
  });
});
