import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { journalSince, uniqueName } from './labJournal';
import { signIn } from './labSignIn';

/**
 * The general form (通用审批单) has a field for every kind of record a bill refers to: a person
 * picks each from its list, sees it by name once saved, and the bill's data links show the
 * invoice subject and machine-issued invoice with their invoice flags.
 */

test.setTimeout(90_000);

/** Where each field's records come from (modules/bills/forms/refEntities.ts). */
const FIELDS = [
  { label: '费用承担部门', path: '/api/v1/organization/departments' },
  { label: '项目', path: '/api/v1/basedata/dimensionItems' },
  { label: '成本中心', path: '/api/v1/basedata/dimensionItems' },
  { label: '发票类型', path: '/api/v1/basedata/enumItems' },
  { label: '纳税人类型', path: '/api/v1/basedata/enumItems' },
  { label: '结算方式', path: '/api/v1/basedata/settlements' },
  { label: '收款信息', path: '/api/v1/form/payees' },
  { label: '付款账户', path: '/api/pay/v1/accounts' },
  { label: '发票主体', path: '/api/v1/datalink/dataLinks' },
  { label: '机打发票', path: '/api/v1/datalink/dataLinks' },
] as const;

const combobox = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** Opens the field's list and takes its first record, as a person scrolling it does. */
async function pickFirst(page: Page, label: string): Promise<string> {
  await combobox(page, label).click();
  const option = page.getByRole('listbox', { name: label }).getByRole('option').first();
  const name = (await option.innerText()).split('\n')[0];
  await option.click();
  return name;
}

async function openGeneralForm(page: Page, title: string) {
  await page.goto('/bills/new');
  await page.getByLabel('单据类型').selectOption({ label: '通用审批单' });
  await page.getByRole('textbox', { name: /^标题/ }).fill(title);
}

test('a person picks every kind of record on the general form and sees each by name once saved', async ({
  page,
  request,
}) => {
  await signIn(page);
  const since = Date.now();
  await openGeneralForm(page, uniqueName('e2e 通用引用'));
  const picked = new Map<string, string>();
  for (const { label } of FIELDS) {
    const name = await pickFirst(page, label);
    await expect(combobox(page, label)).toHaveValue(name);
    picked.set(label, name);
  }
  // A settlement says when it is settled, under its name.
  await expect(combobox(page, '结算方式')).toHaveAccessibleDescription(/结算时机: /);
  const requisition = page.getByRole('combobox', { name: '关联申请' });
  await requisition.click();
  const first = page.getByRole('listbox', { name: '关联申请' }).getByRole('option').first();
  const requisitionName = (await first.innerText()).split('\n')[0];
  await first.click();
  const chosen = page.getByRole('list', { name: '已选关联申请' });
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen).toContainText(requisitionName);

  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await expect(page).toHaveURL(/\/bills\/[^/]+\/edit$/);
  // A fresh page knows only the saved ids: each name comes back from its lookup by id.
  await page.reload();
  for (const [label, name] of picked) await expect(combobox(page, label)).toHaveValue(name);
  await expect(chosen).toContainText(requisitionName);

  const paths = [...new Set([...FIELDS.map((each) => each.path), '/api/v1/flow/requisitionInfos'])];
  for (const path of paths) {
    const calls = await journalSince(request, since, path, 'GET');
    const ok = calls.filter((call) => call.status === 200);
    expect(
      ok.some((call) => 'search' in call.query),
      `${path} searched`,
    ).toBe(true);
    expect(
      ok.some((call) => 'ids' in call.query),
      `${path} looked up by id`,
    ).toBe(true);
  }
});

test('the invoice subject and the machine-issued invoice a bill names show their invoice flags', async ({
  page,
}) => {
  await signIn(page);
  await openGeneralForm(page, uniqueName('e2e 发票主体'));
  const subject = await pickFirst(page, '发票主体');
  const machine = await pickFirst(page, '机打发票');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await page.goto(page.url().replace(/\/edit$/, ''));

  const table = page.getByRole('table', { name: '业务对象' });
  for (const [type, name] of [
    ['发票主体', subject],
    ['机打发票', machine],
  ]) {
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell').first()).toHaveText(type);
    await expect(row).toContainText(/发票有原件\s*[:：]?\s*(是|否)/);
    await expect(row).toContainText(/正常开具\s*[:：]?\s*(是|否)/);
  }
  await expect(table.getByRole('row').filter({ hasText: subject })).toContainText('纳税人识别号');
  await expect(table.getByRole('row').filter({ hasText: machine })).toContainText('发票号码');
});
