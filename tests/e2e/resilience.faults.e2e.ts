import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { visibleTextLength, watchPageProblems } from './pageProblems';
import { firstBillId, RESILIENCE_AREAS, type ResilienceArea } from './resilienceAreas';

/** docs/architecture.md: identical requests started within this many ms share one network call. */
const DEDUP_WINDOW_MS = 1000;

/** Answers the person can be shown an error for; a hang is handled apart (no timeout, docs/architecture.md). */
const FAILING_FAULTS = [
  { name: '503', fault: { type: 'status', status: 503 } },
  { name: 'connection reset', fault: { type: 'reset' } },
] as const;

async function addFault(request: APIRequestContext, area: ResilienceArea, fault: object) {
  const response = await request.post('/__lab/faults', {
    data: {
      match: { method: area.method, path: area.path },
      scope: 'global',
      fault,
      fire: { mode: 'always' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function clearFaults(request: APIRequestContext) {
  expect((await request.delete('/__lab/faults?scope=global')).ok()).toBe(true);
}

/** Signed in, a known bill picked, then the fault switched on: the state each test starts from. */
async function underFault(
  page: Page,
  request: APIRequestContext,
  area: ResilienceArea,
  fault: object,
) {
  const problems = await watchPageProblems(page);
  await signIn(page);
  const billId = await firstBillId(page);
  await addFault(request, area, fault);
  await area.open(page, billId);
  await expect(page.getByRole('banner')).toBeVisible();
  return { problems, billId };
}

/** How often the active global fault has fired. */
async function timesFired(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/__lab/faults');
  const { items } = (await answer.json()) as { items: { fired: number }[] };
  return items.reduce((sum, item) => sum + item.fired, 0);
}

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

for (const area of RESILIENCE_AREAS) {
  test.describe(`when the ${area.name} area fails`, () => {
    for (const { name, fault } of FAILING_FAULTS) {
      test(`a ${name} shows the localized error, and retry recovers once the fault clears`, async ({
        page,
        request,
      }) => {
        const { problems } = await underFault(page, request, area, fault);
        await expect(page.getByRole('alert').filter({ hasText: area.error })).toBeVisible();

        await clearFaults(request);
        await page.getByRole('alert').getByRole('button', { name: '重试' }).click();
        await expect(area.ready(page)).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: area.error })).toHaveCount(0);
        expect(await problems()).toEqual([]);
      });
    }

    test('a hanging answer leaves the shell usable, and the screen loads once it clears', async ({
      page,
      request,
    }) => {
      // Chromium holds a GET behind an identical pending one's cache entry (up to 20 s), so with its
      // HTTP cache on, the reopen would wait on the hung read in the browser. This story is the
      // app's own dedup window; a route on the page turns that cache off, as for every test once.
      await page.route('**/api/**', (route) => route.fallback());
      const { problems, billId } = await underFault(page, request, area, { type: 'hang' });
      // Cleared only once the screen's read is really held by the lab, or nothing hung.
      await expect.poll(() => timesFired(request), { message: 'the read reaches the lab' }).toBe(1);
      await expect(area.ready(page)).toHaveCount(0);
      expect(await visibleTextLength(page)).toBeGreaterThan(0);

      await clearFaults(request);
      // A person notices a hang later than the dedup window (docs/architecture.md: identical requests started
      // within 1 s share one call), so reopening is a new call, not a wait on the hung one.
      await page.waitForTimeout(DEDUP_WINDOW_MS + 100);
      await area.reopen(page, billId);
      await expect(area.ready(page)).toBeVisible();
      expect(await problems()).toEqual([]);
    });
  });
}
