import { expect, test } from './fixtures';
import {
  FRAME,
  firstSubsidiary,
  frameWindowIsMarked,
  markFrameWindow,
  openAppFromConsole,
  openLabConsole,
  panelRow,
  pickByKeyboard,
  showPanel,
} from './labConsoleHelpers';
import { axeFor } from './axeFor';

const MICRO_APPS = 'Micro-apps in the frame';
const JOURNAL = 'Latest requests, newest first';
const SCENARIOS = 'Scenarios in this lab session';
const SIGNED_IN = { timeout: 15_000 };
const HOST_NO_ANSWER = '所在的应用没有响应，请关闭后重新打开';
const APPROVAL_FLAG = 'Module: Approval (module-approval)';

test.describe('the lab console opens the app as a host', () => {
  test('a person picks DingTalk, a subsidiary, a user and the phone frame by keyboard and opens the app', async ({
    page,
    request,
  }) => {
    const tenant = await firstSubsidiary(request);
    const problems = await openLabConsole(page);
    const userName = await pickByKeyboard(page, 'dingtalk', tenant.corporationId);
    await page.keyboard.press('Enter');

    const frame = page.locator(FRAME);
    await expect(frame).toHaveAttribute('title', 'App as 钉钉');
    await expect(frame).toHaveAttribute('width', '390');
    const app = page.frameLocator(FRAME);
    await expect(app.getByRole('link', { name: '单据', exact: true })).toBeVisible(SIGNED_IN);
    await expect(app.getByText(userName, { exact: true })).toBeVisible();

    await showPanel(page, 'Micro-apps');
    const bills = panelRow(page, MICRO_APPS, 'bills');
    await expect(bills.getByRole('cell').first()).toHaveText(/^[A-Z][A-Z_]+$/);
    await showPanel(page, 'Journal');
    await expect(panelRow(page, JOURNAL, '/api/dingtalk/v2/session').first()).toBeVisible();
    await expect(page.locator('#lab-alerts')).toBeEmpty();
    expect(problems).toEqual([]);
  });

  test.describe('with a scenario preset', () => {
    const scenario = 'cloud-office-id-in-response';
    test.afterEach(async ({ page }) => {
      // The page's own request context carries the frame's lab-session cookie.
      await page.request.delete(`/__lab/scenarios/presets/${scenario}`);
    });

    test('the cloud office answering with an id shows a retry dialog and the scenario state', async ({
      page,
      request,
    }) => {
      const tenant = await firstSubsidiary(request);
      const problems = await openLabConsole(page);
      await openAppFromConsole(page, {
        host: 'cloudoffice',
        corporationId: tenant.corporationId,
        scenario,
      });

      await expect(page.locator(FRAME)).toHaveAttribute('title', 'App as 云办公');
      const dialog = page.frameLocator(FRAME).getByRole('alertdialog');
      await expect(dialog).toBeVisible(SIGNED_IN);
      await expect(dialog.getByRole('button', { name: '重试' })).toBeVisible();

      await showPanel(page, 'Scenarios');
      const row = panelRow(page, SCENARIOS, scenario);
      await expect(row.getByRole('combobox', { name: `State of ${scenario}` })).toHaveValue(
        'Started',
      );
      await expect(page.locator('#scenarios-summary')).toHaveText(
        `1 scenario; active presets: ${scenario}.`,
      );
      await showPanel(page, 'Journal');
      const answered = panelRow(page, JOURNAL, '/api/cloudoffice/v2/session').first();
      await expect(answered).toContainText(`${scenario}@Started`);
      expect(problems).toEqual([]);
    });
  });

  test.describe('with flags for the chosen tenant', () => {
    test.beforeEach(async ({ request }) => {
      await request.post('/__lab/flags/reset');
    });
    test.afterEach(async ({ request }) => {
      await request.post('/__lab/flags/reset');
    });

    test('turning module-approval off removes the 审批 link from the open frame without a reload', async ({
      page,
      request,
    }) => {
      const tenant = await firstSubsidiary(request);
      const problems = await openLabConsole(page);
      await openAppFromConsole(page, { host: 'dingtalk', corporationId: tenant.corporationId });
      const app = page.frameLocator(FRAME);
      await expect(app.getByRole('navigation').getByRole('link', { name: /^审批/ })).toBeVisible(
        SIGNED_IN,
      );
      await markFrameWindow(page);

      await showPanel(page, 'Flags');
      const approval = page.getByRole('combobox', { name: APPROVAL_FLAG, exact: true });
      await expect(approval).toHaveValue('');
      await approval.selectOption('off');
      await expect(approval).toHaveAccessibleDescription(/^Gets Off \(false\)/);
      await expect(app.getByRole('navigation').getByRole('link', { name: /^审批/ })).toHaveCount(0);
      await expect(app.getByRole('link', { name: '单据', exact: true })).toBeVisible();
      expect(await frameWindowIsMarked(page)).toBe(true);
      expect(problems).toEqual([]);
    });
  });

  test('host mode hang with DingTalk ends on the sign-in problem screen', async ({
    page,
    request,
  }) => {
    const tenant = await firstSubsidiary(request);
    const problems = await openLabConsole(page);
    await openAppFromConsole(page, {
      host: 'dingtalk',
      corporationId: tenant.corporationId,
      mode: 'Host SDK hangs',
    });
    const app = page.frameLocator(FRAME);
    // The lab's sdkTimeoutMs is 5000 ms: the app gives up on the host well inside this.
    await expect(app.getByRole('alert')).toHaveText(HOST_NO_ANSWER, SIGNED_IN);
    await expect(app.getByRole('heading', { name: '无法登录' })).toBeVisible();
    await expect(app.getByRole('link', { name: '单据' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('axe finds no violations on the console, before and after opening the app, in every panel', async ({
    page,
    request,
  }) => {
    // Every panel, twice, each with an axe run: a bound on a hang, not a speed goal.
    test.setTimeout(90_000);
    const tenant = await firstSubsidiary(request);
    await openLabConsole(page);
    const axe = () => axeFor(page).exclude(FRAME).analyze();
    const before = await axe();
    expect(before.violations.map((violation) => violation.id)).toEqual([]);

    await openAppFromConsole(page, { host: 'dingtalk', corporationId: tenant.corporationId });
    await expect(
      page.frameLocator(FRAME).getByRole('link', { name: '单据', exact: true }),
    ).toBeVisible(SIGNED_IN);
    await showPanel(page, 'Micro-apps');
    await expect(panelRow(page, MICRO_APPS, 'bills')).toBeVisible();
    for (const tab of ['Journal', 'Recording', 'Micro-apps', 'Faults', 'Scenarios', 'Flags']) {
      await showPanel(page, tab);
      const after = await axe();
      expect(after.violations.map((violation) => `${tab}: ${violation.id}`)).toEqual([]);
    }
  });
});
