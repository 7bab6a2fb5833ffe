import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type Locale = 'zh-CN' | 'en-US';

/** What the bill screens say, in both locales, for the specs that drive them as a person does. */
export const WORDS = {
  'zh-CN': {
    billType: '单据类型',
    form: '日常报销单表单',
    title: /^标题/,
    department: /^费用承担部门/,
    departmentList: '费用承担部门',
    payee: /^收款信息/,
    payeeList: '收款信息',
    addLine: '+ 添加费用',
    newLine: '新的费用',
    editLine: '编辑费用',
    feeType: /^费用类型/,
    amount: /^金额/,
    item: /^物品名称/,
    quantity: /^数量/,
    diners: /^用餐人员/,
    dinersList: '用餐人员',
    photos: '添加发票照片',
    photosField: '发票照片',
    done: '确定',
    save: '保存草稿',
    saved: /^已保存 \d\d:\d\d$/,
    submit: '提交',
    lines: '费用明细',
    total: (count: number, amount: string) => `共 ${count} 笔 · 合计 ${amount}`,
  },
  'en-US': {
    billType: 'Bill type',
    form: '日常报销单 form',
    title: /^Title/,
    department: /^Cost department/,
    departmentList: 'Cost department',
    payee: /^Payee/,
    payeeList: 'Payee',
    addLine: '+ Add expense',
    newLine: 'New expense',
    editLine: 'Edit expense',
    feeType: /^Fee type/,
    amount: /^Amount/,
    item: /^Item/,
    quantity: /^Quantity/,
    diners: /^Diners/,
    dinersList: 'Diners',
    photos: 'Add files to Invoice photos',
    photosField: 'Invoice photos',
    done: 'Done',
    save: 'Save draft',
    saved: /^Saved at \d\d:\d\d$/,
    submit: 'Submit',
    lines: 'Expense lines',
    total: (count: number, amount: string) =>
      `${count === 1 ? '1 line' : `${count} lines`} · Total ${amount}`,
  },
} as const;

/** A new 日常报销单 from My bills' create page. */
export async function openNewExpense(page: Page, locale: Locale): Promise<void> {
  const words = WORDS[locale];
  await page.goto('/bills/new');
  await page.getByLabel(words.billType).selectOption({ label: '日常报销单' });
  await expect(page.getByRole('form', { name: words.form })).toBeVisible();
}

/** Opens a ref picker and takes its first choice, as a person scrolling the list does. */
export async function pickFirst(page: Page, field: RegExp, list: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('listbox', { name: list }).getByRole('option').first().click();
  await expect(page.getByRole('combobox', { name: field })).not.toHaveValue('');
}

/** A small valid PNG: a photo of an invoice as far as any check here can tell. */
export function invoicePhoto(name: string) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return { name, mimeType: 'image/png', buffer: png };
}

/** The line editor (a drawer on desktop, a sheet on phones) as it opens. */
export function lineEditor(page: Page, locale: Locale, editing = false) {
  const words = WORDS[locale];
  return page.getByRole('dialog', { name: editing ? words.editLine : words.newLine });
}

/** Adds an office-supplies line, with an invoice photo when one is given. */
export async function addOfficeLine(
  page: Page,
  locale: Locale,
  amount: string,
  photo?: string,
): Promise<void> {
  const words = WORDS[locale];
  await page.getByRole('button', { name: words.addLine }).click();
  const editor = lineEditor(page, locale);
  await editor.getByLabel(words.feeType).selectOption({ label: '日常费用/办公用品' });
  await editor.getByRole('textbox', { name: words.amount }).fill(amount);
  await editor.getByRole('textbox', { name: words.item }).fill('打印纸');
  await editor.getByRole('textbox', { name: words.quantity }).fill('2');
  if (photo) await attachPhoto(page, locale, photo);
  await editor.getByRole('button', { name: words.done }).click();
  await expect(editor).toBeHidden();
}

/** Uploads an invoice photo into the open line editor and waits until it is stored. */
export async function attachPhoto(page: Page, locale: Locale, name: string): Promise<void> {
  const editor = lineEditor(page, locale);
  await editor.getByLabel(WORDS[locale].photos, { exact: true }).setInputFiles(invoicePhoto(name));
  // A file joins the field's list once it is stored.
  const field = editor.getByRole('list', { name: WORDS[locale].photosField, exact: true });
  await expect(field.getByText(name)).toBeVisible({ timeout: 15_000 });
}
