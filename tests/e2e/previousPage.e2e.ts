import { expect, test } from './fixtures';
import { sessionJournal } from './labSession';
import { signIn, waitForSessionStatus } from './labSignIn';

test('after choosing a corporation at sign-in the person is back on the page they had opened', async ({
  page,
}) => {
  await signIn(page);
  const session = (await page.context().cookies()).find((c) => c.name === 'lab-session')?.value;
  const preset = await page.request.post(
    '/__lab/scenarios/presets/staff-without-corporation-once/activate',
    { headers: { 'X-Lab-Session': session ?? '' } },
  );
  expect(preset.ok(), await preset.text()).toBe(true);

  await page.goto('/bills');
  await expect(page).toHaveURL(/\/selectEnterprise5$/);
  const choices = page.getByRole('list');
  await expect(choices.getByRole('button').first()).toBeVisible();
  await choices.getByRole('button').first().click();

  await waitForSessionStatus(page, 'signed-in');
  await expect(page).toHaveURL(/\/bills$/);
  await expect(page.getByRole('link', { name: '新建', exact: true })).toBeVisible();
  const records = await sessionJournal(page, '/api/v1/organization/staffs/me');
  expect(records.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => sessionStorage.getItem('expense:previousPage'))).toBeNull();
});
