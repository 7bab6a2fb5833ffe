import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { watchPageProblems } from './pageProblems';

/** Longer than the lab's access-token lifetime (mocks-server/hosts/GrantStore.ts). */
const PAST_EXPIRY = '03:00:00';

test('a token that lapses during a long session is refreshed silently and the open form keeps its input', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  // The page's clock only: the lab keeps real time, so the refreshed tokens are really valid.
  await page.clock.install();
  await signIn(page);
  await page.goto('/bills');
  await page.getByRole('link', { name: '新建', exact: true }).click();
  await page.getByLabel('单据类型').selectOption({ label: '日常报销单' });
  const title = page.getByRole('textbox', { name: /^标题/ });
  await title.fill('长时间编辑中的单据');

  const refresh = page.waitForRequest(
    (request) =>
      request.url().endsWith('/idp/public/oauth2/token') &&
      /refresh_token/.test(request.postData() ?? ''),
  );
  await page.clock.fastForward(PAST_EXPIRY);
  await refresh;

  await expect(title).toHaveValue('长时间编辑中的单据');
  // The draft may have saved itself meanwhile (autosave): either way it is still this form.
  await expect(page).toHaveURL(/\/bills\/(new|[\w:.-]+\/edit)$/);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText(/^已保存 \d\d:\d\d$/)).toBeVisible();
  expect(await problems()).toEqual([]);
});
