import type { Page } from '@playwright/test';
import { chooseLocale } from './appearance';
import { addOfficeLine, openNewExpense, pickFirst, WORDS, type Locale } from './billForm';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { APPROVE, faultOnce, journaled, ONCE, POLICY_CHECK, SAID } from './serverErrorFaults';

/** A complete draft on its edit page, in the person's locale, ready to submit. */
async function readyDraft(page: Page, locale: Locale) {
  await openNewExpense(page, 'zh-CN');
  await page.getByRole('textbox', { name: WORDS['zh-CN'].title }).fill(`e2e 服务端消息 ${locale}`);
  await pickFirst(page, WORDS['zh-CN'].department, WORDS['zh-CN'].departmentList);
  await pickFirst(page, WORDS['zh-CN'].payee, WORDS['zh-CN'].payeeList);
  await addOfficeLine(page, 'zh-CN', '88.00');
  if (locale !== 'zh-CN') await chooseLocale(page, locale);
}

/** Submits and waits for the submit call's answer, so "nothing shown" is checked after it. */
async function submit(page: Page, locale: Locale, status: number) {
  const answered = page.waitForResponse(
    (response) => /\/submit$/.test(response.url()) && response.status() === status,
  );
  await page.getByRole('button', { name: WORDS[locale].submit, exact: true }).click();
  await answered;
}

async function dismissNotices(page: Page, locale: Locale) {
  const centre = page.getByRole('region', { name: SAID[locale].notices });
  const dismiss = centre.getByRole('button', { name: SAID[locale].dismiss });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
});

test.afterEach(async ({ request }) => {
  expect((await request.delete('/__lab/faults?scope=global')).ok()).toBe(true);
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`a refused submit says the server's own words, a 403 says nothing, a policy check says the standard (${locale})`, async ({
    page,
    request,
  }) => {
    const said = SAID[locale];
    await readyDraft(page, locale);
    const main = page.getByRole('main');
    const centre = page.getByRole('region', { name: said.notices });

    await faultOnce(request, {
      type: 'status',
      status: 500,
      body: { message: '预算不足，无法提交' },
    });
    await submit(page, locale, 500);
    await expect(main.getByText('预算不足，无法提交', { exact: true })).toBeVisible();
    await expect(
      centre.getByRole('alert').getByText('预算不足，无法提交', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/bills\/[\w:.-]+\/edit$/);
    await dismissNotices(page, locale);

    await faultOnce(request, { type: 'status', status: 403, body: { message: '无权提交此单据' } });
    await submit(page, locale, 403);
    await expect(page.getByText('无权提交此单据')).toHaveCount(0);
    await expect(main.getByText('预算不足，无法提交')).toHaveCount(0);
    await expect(centre.getByRole('alert')).toHaveCount(0);
    expect(await journaled(page, 'submit')).toEqual([500, 403]);

    await faultOnce(request, { type: 'status', status: 400, body: { message: POLICY_CHECK } });
    await submit(page, locale, 400);
    await expect(main.getByText(said.standard, { exact: true })).toBeVisible();
    await expect(page.getByText('超出人均标准')).toHaveCount(0);
    await dismissNotices(page, locale);

    await faultOnce(request, { type: 'status', status: 502, body: {} });
    await submit(page, locale, 502);
    await expect(main.getByText('Bad Gateway', { exact: true })).toBeVisible();
    await dismissNotices(page, locale);

    // No answer at all (the client tries a dropped connection again, so it drops every time).
    await faultOnce(request, { type: 'reset' }, { mode: 'always' });
    await page.getByRole('button', { name: WORDS[locale].submit, exact: true }).click();
    await expect(main.getByText(said.generic, { exact: true })).toBeVisible();
    await dismissNotices(page, locale);
    expect((await request.delete('/__lab/faults?scope=global')).ok()).toBe(true);

    // After all that the page still works: the next submit goes through.
    await submit(page, locale, 200);
    await expect(page).toHaveURL(/\/bills\/[\w:.-]+$/);
  });
}

test('a refused approval step says the server’s words in its dialog, and a 403 there says nothing', async ({
  page,
  request,
}) => {
  await page.goto('/approval');
  await page.getByLabel('待办类型').selectOption({ label: '待审批' });
  await page.getByRole('table', { name: '待我审批' }).getByRole('link').first().click();
  await page.getByRole('button', { name: '同意', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '同意' });

  await faultOnce(
    request,
    { type: 'status', status: 409, body: { error: { code: 'x', message: '该节点已由他人审批' } } },
    ONCE,
    APPROVE,
  );
  await dialog.getByRole('button', { name: '同意', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('该节点已由他人审批');

  await faultOnce(
    request,
    { type: 'status', status: 403, body: { message: '无权审批' } },
    ONCE,
    APPROVE,
  );
  const refused = page.waitForResponse((response) => response.status() === 403);
  await dialog.getByRole('button', { name: '同意', exact: true }).click();
  await refused;
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('无权审批')).toHaveCount(0);
  expect(await journaled(page, 'approve')).toEqual([409, 403]);
});
