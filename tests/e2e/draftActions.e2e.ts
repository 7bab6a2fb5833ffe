import type { Page } from '@playwright/test';
import { addOfficeLine, openNewExpense, WORDS } from './billForm';
import { expect, test } from './fixtures';
import { cookieOf, type Person } from './journeyPeople';
import { journalSince, uniqueName } from './labJournal';
import { signIn } from './labSignIn';

/**
 * What a person does with their own things: deletes a draft after confirming, copies a bill into
 * a new draft, and takes an invoice out of their wallet (票夹).
 */

const words = WORDS['zh-CN'];

/** A saved 日常报销单 with one line, open on its detail page; answers its id. */
async function savedExpense(page: Page, title: string): Promise<string> {
  await openNewExpense(page, 'zh-CN');
  await page.getByRole('textbox', { name: words.title }).fill(title);
  await addOfficeLine(page, 'zh-CN', '86.20');
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  const id = decodeURIComponent(/\/bills\/([^/]+)\/edit$/.exec(page.url())?.[1] ?? '');
  expect(id).not.toBe('');
  await page.goto(`/bills/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return id;
}

test('a person deletes their draft after confirming, and it is gone from their bills', async ({
  page,
  request,
}) => {
  await signIn(page);
  const title = uniqueName('e2e 删除草稿');
  const id = await savedExpense(page, title);
  const actions = page.getByRole('group', { name: '单据操作' });
  const since = Date.now();

  // Cancelling keeps it.
  await actions.getByRole('button', { name: '删除', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: '删除这张草稿？' });
  await expect(confirm).toContainText('删除后无法恢复。');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await actions.getByRole('button', { name: '删除', exact: true }).click();
  await confirm.getByRole('button', { name: '删除', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '草稿已删除' })).toBeVisible();
  await expect(page).toHaveURL(/\/bills$/);
  await page.getByRole('searchbox').first().fill(title);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/bills/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);

  const deleted = await journalSince(request, since, `/api/v1/flow/flows/${id}`, 'DELETE');
  expect(deleted.map((call) => call.status)).toEqual([204]);
});

test('a person copies a bill and lands on the new draft with its values and lines', async ({
  page,
  request,
}) => {
  await signIn(page);
  const title = uniqueName('e2e 复制单据');
  const id = await savedExpense(page, title);
  const since = Date.now();
  await page
    .getByRole('group', { name: '单据操作' })
    .getByRole('button', { name: '复制', exact: true })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: '已复制为新的草稿（不含发票）' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/bills\/[^/]+\/edit$/);
  const copyId = decodeURIComponent(/\/bills\/([^/]+)\/edit$/.exec(page.url())?.[1] ?? '');
  expect(copyId).not.toBe(id);
  await expect(page.getByRole('textbox', { name: words.title })).toHaveValue(title);
  await expect(page.getByTestId('lines-total')).toContainText(words.total(1, '¥86.20'));

  const copied = await journalSince(request, since, `/api/v1/flow/flows/${id}/copy`, 'POST');
  expect(copied.map((call) => call.status)).toEqual([201]);
});

test('a person takes an invoice out of their wallet after confirming, and it stays out', async ({
  page,
  request,
}) => {
  const staffs = (await (await request.get('/__lab/staffs')).json()) as { items: Person[] };
  const person = staffs.items.find((each) => each.active && !each.external) as Person;
  await signIn(page, { corp: person.corporationId, staff: person.id });
  // Kept earlier from the home's capture (invoiceWallet.e2e.ts walks that); a number of its own.
  const number = `26${String(Date.now()).padStart(15, '0')}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
  const invoice = {
    invoiceType: 'FULL_DIGITAL_NORMAL',
    invoiceCode: '',
    invoiceNumber: number,
    amount: '42.00',
    issueDate: new Date().toISOString().slice(0, 10),
    checkCode: '',
  };
  const kept = await request.post('/api/v1/invoice/wallet', {
    headers: { cookie: cookieOf(person) },
    data: { invoice },
  });
  expect(kept.status(), await kept.text()).toBe(201);
  const { value } = (await kept.json()) as { value: { id: string } };

  await page.goto('/bills/wallet');
  const list = page.getByRole('list', { name: '票夹中的发票' });
  const row = list.getByRole('listitem').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  const since = Date.now();
  await row.getByRole('button', { name: new RegExp(`^移出票夹：.*${number}`) }).click();
  const confirm = page.getByRole('alertdialog', {
    name: new RegExp(`^把“.*${number}.*”移出票夹？$`),
  });
  await confirm.getByRole('button', { name: '移出' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '票夹' })).toBeVisible();
  await expect(page.getByText(number)).toHaveCount(0);

  const removed = await journalSince(
    request,
    since,
    `/api/v1/invoice/wallet/${value.id}`,
    'DELETE',
  );
  expect(removed.map((call) => call.status)).toEqual([204]);
});
