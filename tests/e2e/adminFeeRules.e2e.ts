import { expect, test } from './fixtures';
import { journalSince, uniqueName } from './labJournal';
import { signIn } from './labSignIn';

test('an admin creates a fee assignment rule, then renames it and changes its type', async ({
  page,
  request,
}) => {
  await signIn(page);
  const since = Date.now();
  const name = uniqueName('e2e 分摊');
  const renamed = `${name} 改`;
  await page.goto('/admin-rules/fee-rules');
  const table = page.getByRole('table', { name: '费用分摊规则列表' });
  await expect(table).toBeVisible();

  await page.getByRole('button', { name: '新建分摊规则' }).click();
  const form = page.getByRole('form', { name: '费用分摊规则表单' });
  await expect(form.getByRole('heading', { name: '新建分摊规则' })).toBeVisible();
  // A rule without a name is refused in the person's words.
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('alert')).toHaveText('请输入规则名称');
  await form.getByRole('textbox', { name: /^规则名称/ }).fill(name);
  await form.getByRole('combobox', { name: '规则类型' }).selectOption({ label: '自定义' });
  await form.getByRole('checkbox', { name: /^报销单/ }).check();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const row = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(row(name).getByRole('cell').nth(1)).toHaveText('自定义');

  await row(name)
    .getByRole('button', { name: `编辑 ${name}` })
    .click();
  await expect(form.getByRole('heading', { name: '编辑分摊规则' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^规则名称/ })).toHaveValue(name);
  await expect(form.getByRole('checkbox', { name: /^报销单/ })).toBeChecked();
  await form.getByRole('textbox', { name: /^规则名称/ }).fill(renamed);
  await form.getByRole('combobox', { name: '规则类型' }).selectOption({ label: '申请转报销' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(row(renamed).getByRole('cell').nth(1)).toHaveText('申请转报销');

  // What the server kept, not what the page remembers.
  await page.reload();
  await expect(row(renamed).getByRole('cell').nth(1)).toHaveText('申请转报销');
  await expect(table.getByRole('cell', { name, exact: true })).toHaveCount(0);

  const created = await journalSince(request, since, '/api/form/v2/references/create', 'POST');
  const mine = created.filter((call) => call.body?.preview?.includes(name));
  expect(mine.map((call) => call.status)).toEqual([200]);
  const id = (JSON.parse(mine[0].body?.preview ?? '{}') as { id?: string }).id ?? '';
  expect(id).not.toBe('');
  const updated = await journalSince(request, since, `/api/form/v2/references/${id}`, 'PUT');
  expect(updated.map((call) => call.status)).toEqual([200]);
  expect(updated[0].body?.preview).toContain(renamed);
});
