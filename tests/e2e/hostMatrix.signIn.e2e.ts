import { expect, test } from './fixtures';
import { registerMatrix } from './hostMatrixReport';
import { signIn } from './labSignIn';

// prettier-ignore
const HOSTS = [
  'web', 'wecom', 'dingtalk', 'feishu', 'cloudoffice', 'hzbank', 'workapp', 'kk', 'kingOA', 'teams',
  'native', 'remote',
];

const cell = registerMatrix(test);

for (const host of HOSTS) {
  test(`opened as ${host}, staff reach the signed-in home screen`, async ({ page }) => {
    cell({ host, situation: 'sign-in', expected: 'signed-in home with the nav' });
    const frame = await signIn(page, { host });
    await expect(frame.getByRole('link', { name: '单据', exact: true })).toBeVisible();
    await expect(frame.getByTestId('home-todos')).toBeVisible();
    const session = await frame.evaluate(() => window.__expenseLab?.session());
    expect(session?.host).toBe(host);
    expect(session?.corporationId).toBeTruthy();
  });
}
