import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

interface JournalItems {
  items: { method: string; path: string; query: Record<string, string>; status: number }[];
}

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await signIn(page);
});

test('a person hides the data links’ use counts and gets them back, and the server is asked each way', async ({
  page,
}) => {
  const mine = await page.request.post('/api/v1/flow/flows/my/search', {
    data: { filterBy: 'formType == "expense"', limit: { start: 0, count: 200 } },
  });
  const ids = ((await mine.json()) as { items: { id: string }[] }).items.map((item) => item.id);
  let billId = '';
  for (const id of ids) {
    const links = await page.request.get(`/api/v1/flow/flows/${id}/dataLinks`);
    if (((await links.json()) as { items: unknown[] }).items.length > 0) {
      billId = id;
      break;
    }
  }
  expect(billId, 'a seeded expense of mine with data links').not.toBe('');

  await page.goto(`/bills/${billId}`);
  const table = page.getByRole('table', { name: '业务对象' });
  await expect(table.getByRole('columnheader', { name: '引用次数' })).toBeVisible();
  const toggle = page.getByRole('checkbox', { name: '显示引用次数' });
  await expect(toggle).toBeChecked();

  await toggle.uncheck();
  await expect(table.getByRole('columnheader', { name: '引用次数' })).toHaveCount(0);
  await expect(toggle).toBeEnabled();
  await toggle.check();
  await expect(table.getByRole('columnheader', { name: '引用次数' })).toBeVisible();
  await expect(table.locator('tbody tr').first().getByRole('cell').nth(5)).toHaveText(/^\d+$/);

  const journal = (await (
    await page.request.get(`/__lab/requests?method=GET&path=/api/v1/flow/flows/${billId}/dataLinks`)
  ).json()) as JournalItems;
  const asked = journal.items.map((item) => `${item.query.hideUseCount ?? '-'} ${item.status}`);
  expect(asked.slice(-2)).toEqual(['true 200', '- 200']);
});
