import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freePort } from '../runner/freePort';
import { startFreshLab, type FreshLab } from './freshLab';
import {
  arrowToValue,
  FRAME,
  groupTenant,
  openLabConsole,
  pickByKeyboard,
  tabTo,
} from './labConsoleHelpers';
import { runExportedTest } from './runExportedTest';
import { bytes } from './uploadHelpers';

const SCENARIO = 'upload-reset-at-50';
const FILE = '断线.pdf';

/** Moves to a console tab by keyboard: Tab to the tab bar, then arrows to the tab. */
async function toTab(page: Page, name: string): Promise<void> {
  await tabTo(page, page.getByRole('tab', { selected: true }));
  const tab = page.getByRole('tab', { name, exact: true });
  for (
    let presses = 0;
    presses < 10 && !(await tab.evaluate((el) => el === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test.describe('recording in the console and exporting a runnable test', () => {
  test.setTimeout(240_000);
  let freshLab: Promise<FreshLab> | undefined;
  // Stopped however the test ended: it starts at the test's beginning.
  test.afterEach(async () => {
    const lab = await freshLab?.catch(() => undefined);
    freshLab = undefined;
    await lab?.stop();
  });

  test('a keyboard-only QA engineer records an upload reset at 50 % and its retry; the export replays the fault', async ({
    page,
    request,
  }) => {
    // The preset cuts uploads to the server: the group keeps its files there (subsidiaries use
    // cloud, object or form storage, each with its own e2e in uploadStorage.e2e.ts).
    const tenant = await groupTenant(request);
    // Started now, to be ready when the export is: it only has to have never seen this run.
    // A port free now, not one next to the shard's: the other shard's lab or a browser may hold that.
    const starting = freePort().then(startFreshLab);
    freshLab = starting;
    const problems = await openLabConsole(page);
    await pickByKeyboard(page, 'dingtalk', tenant.corporationId, SCENARIO);
    await page.keyboard.press('Enter');
    const app = page.frameLocator(FRAME);
    await expect(app.getByRole('link', { name: '单据', exact: true })).toBeVisible();

    // Record: the app opens afresh in a session that records from its first request.
    await toTab(page, 'Recording');
    await tabTo(page, page.getByRole('textbox', { name: 'Recording name' }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('upload-reset');
    await tabTo(page, page.getByRole('button', { name: 'Record', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(/^Recording upload-reset/);

    // In the app: a new expense, then the file, which the lab cuts off half-way.
    await tabTo(page, app.getByRole('link', { name: '单据', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, app.getByRole('link', { name: '新建', exact: true }));
    await page.keyboard.press('Enter');
    const type = app.getByLabel('单据类型');
    await tabTo(page, type);
    await arrowToLabel(page, type, '日常报销单');
    const attach = app.getByLabel('添加附件', { exact: true });
    await tabTo(page, attach);
    // A bound of its own: a chooser that never opens fails here, not after the test's 240 s.
    const chooser = page.waitForEvent('filechooser', { timeout: 30_000 });
    await page.keyboard.press('Space');
    await (
      await chooser
    ).setFiles({ name: FILE, mimeType: 'application/pdf', buffer: bytes(1_000_000, 7) });
    const item = app
      .getByRole('list', { name: '附件上传' })
      .getByRole('listitem')
      .filter({ hasText: FILE });
    await expect(item.getByRole('alert')).toHaveText('文件上传失败', { timeout: 30_000 });

    // The link comes back: the scenario's state, set from the console.
    await toTab(page, 'Scenarios');
    const state = page.getByRole('combobox', { name: `State of ${SCENARIO}` });
    await tabTo(page, state);
    await arrowToValue(page, state, 'link-back');
    await expect(page.getByRole('status')).toHaveText(`${SCENARIO} is now in link-back.`);

    // Retry in the app: stored.
    await tabTo(page, app.getByRole('button', { name: `重试上传${FILE}` }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(item.getByText('已上传')).toBeVisible({ timeout: 30_000 });

    // Stop and export.
    await toTab(page, 'Recording');
    await tabTo(page, page.getByRole('button', { name: 'Stop', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(
      /^Stopped upload-reset: \d+ requests, \d+ steps\./,
    );
    await expect(page.getByRole('button', { name: 'Export test' })).toBeFocused();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const exported = await download;
    expect(exported.suggestedFilename()).toBe('upload-reset.e2e.ts');
    const source = await streamText(await exported.createReadStream());
    expect(problems).toEqual([]);

    // The export runs unchanged against a fresh lab, and fails once the upload never resets; the
    // two runs at once, each in a lab session of its own.
    const fresh = await starting;
    const noReset = source.replace(`"scenario":"${SCENARIO}"`, '"scenario":"upload-slow-link"');
    expect(noReset).not.toBe(source);
    const [asRecorded, changed] = await Promise.all([
      runExportedTest('upload-reset.e2e.ts', source, fresh.url),
      // Its upload is slow but ends well: 6 s is ample for each step before the failure it waits
      // for in vain.
      runExportedTest('upload-reset.e2e.ts', noReset, fresh.url, { expectTimeoutMs: 6_000 }),
    ]);
    expect(asRecorded.passed, asRecorded.output).toBe(true);
    expect(changed.passed, changed.output).toBe(false);
    expect(changed.output).toMatch(/文件上传失败/);
  });
});

/** In a focused select, presses ArrowDown until the option with this label is chosen. */
async function arrowToLabel(
  page: Page,
  select: ReturnType<Page['locator']>,
  label: string,
): Promise<void> {
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await select.locator('option:checked').innerText()) === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never chose ${label}`);
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
