import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DINGTALK_UA } from './invoiceSamples';
import { signIn, type LabOpenOptions } from './labSignIn';
import { faultOnce } from './serverErrorFaults';
import { openOwnBillWhere } from './openOwnBillWhere';

/** Any seeded attachment: the lab keeps no bytes there, so each answer below is a fault. */
const FILE_CALL = { method: 'GET', path: '/^\\/__lab\\/files\\/.+$/' };

interface JournalItems {
  items: { status: number }[];
}

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  expect((await request.delete('/__lab/faults?scope=global')).ok()).toBe(true);
});

/** Opens my bills one by one until one lists a same-site file to download; returns its button. */
async function firstDownload(page: Page) {
  const download = page.getByRole('button', { name: /^下载 / });
  await openOwnBillWhere(page, 'a file to download', async () => (await download.count()) > 0);
  return download.first();
}

const hosts: [string, LabOpenOptions, { width: number; height: number }, string | undefined][] = [
  ['on a desktop', {}, { width: 1280, height: 800 }, undefined],
  ['on a phone in DingTalk', { host: 'dingtalk' }, { width: 390, height: 844 }, DINGTALK_UA],
];

for (const [where, open, viewport, userAgent] of hosts) {
  test.describe(where, () => {
    test.use({ viewport, userAgent });

    test('a refused download says the server’s words beside the file, a 403 nothing', async ({
      page,
      request,
    }) => {
      await signIn(page, open);
      const download = await firstDownload(page);
      const fileName = ((await download.textContent()) ?? '').replace(/^下载 /, '');

      await faultOnce(
        request,
        { type: 'status', status: 410, body: { message: '附件已过期，请联系提交人重新上传' } },
        undefined,
        FILE_CALL,
      );
      await download.click();
      await expect(page.getByRole('alert').filter({ hasText: fileName })).toHaveText(
        `${fileName} 下载失败：附件已过期，请联系提交人重新上传`,
      );
      await page.screenshot({
        path: `test-results/screens/download-refused-${viewport.width}.png`,
      });

      await faultOnce(
        request,
        { type: 'status', status: 403, body: { message: '无权下载此附件' } },
        undefined,
        FILE_CALL,
      );
      const refused = page.waitForResponse((response) => response.status() === 403);
      await download.click();
      await refused;
      await expect(page.getByText(/附件已过期|无权下载此附件/)).toHaveCount(0);

      const journal = await page.request.get('/__lab/requests?method=GET&path=/__lab/files/');
      const statuses = ((await journal.json()) as JournalItems).items.map((item) => item.status);
      expect(statuses).toEqual([410, 403]);
    });
  });
}
