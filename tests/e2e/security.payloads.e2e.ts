import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

/** Markup that would run or add elements if it ever reached the DOM as HTML. */
const PAYLOADS = {
  title: '<img src=x data-injected onerror="alert(1)">标题',
  staff: '<script data-injected>alert(2)</script>员工',
  file: '"><svg data-injected onload=alert(3)>.pdf',
};

type Json = Record<string, unknown>;

/** The bill's form in a detail or list answer, wherever the envelope keeps it. */
function formsOf(body: unknown): Json[] {
  if (Array.isArray(body)) return body.flatMap(formsOf);
  if (body === null || typeof body !== 'object') return [];
  const record = body as Json;
  const own = record.form && typeof record.form === 'object' ? [record.form as Json] : [];
  return [...own, ...Object.values(record).flatMap(formsOf)];
}

/** Serves the lab's real answer with the staff name and file names swapped for payloads. */
async function withPayloads(route: Route): Promise<void> {
  if (route.request().method() !== 'GET') return route.continue();
  const response = await route.fetch();
  const body = (await response.json()) as unknown;
  for (const form of formsOf(body)) {
    form.submitterId = { ...(form.submitterId as Json), name: PAYLOADS.staff };
    form.attachments = [
      { fileId: { id: 'evil', key: 'evil', url: '/__lab/files/evil' }, fileName: PAYLOADS.file },
    ];
  }
  await route.fulfill({ response, json: body });
}

/** Counts dialogs and, in the page, any element the payloads would have added. */
async function watchForInjection(page: Page): Promise<() => Promise<number>> {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  return async () => dialogs + (await page.locator('[data-injected]').count());
}

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

test('a bill title, staff name and file name carrying markup render as inert text', async ({
  page,
}) => {
  const injected = await watchForInjection(page);
  await page.route('**/api/v1/organization/staffs/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { staff: Json } };
    body.value.staff.name = PAYLOADS.staff;
    await route.fulfill({ response, json: body });
  });
  await signIn(page);
  await expect(page.getByText(PAYLOADS.staff, { exact: true }).first()).toBeVisible();

  await page.goto('/bills');
  await page.getByRole('link', { name: '新建', exact: true }).click();
  await page.getByLabel('单据类型').selectOption({ label: '日常报销单' });
  await page.getByRole('textbox', { name: /^标题/ }).fill(PAYLOADS.title);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText(/^已保存 \d\d:\d\d$/)).toBeVisible();

  await page.route(/\/api\/v1\/flow\/flows\/[^/?]+(\?.*)?$/, withPayloads);
  await page.goto(page.url().replace(/\/edit$/, ''));
  await expect(page.getByRole('heading', { level: 1, name: PAYLOADS.title })).toBeVisible();
  await expect(page.getByText(PAYLOADS.file, { exact: true })).toBeVisible();

  await page.goto('/bills');
  await expect(page.getByRole('link', { name: PAYLOADS.title })).toBeVisible();
  expect(await injected()).toBe(0);
});
