import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';

// A 48×32 two-colour PNG, served for the addresses the embedding page names.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAANUlEQVR42u3OQQ0AMAgEsDMzSXieKzBBeDWpgOZVr+ifFRESEhISEhISEhISEhISEhISugwNxODAiAfv4FgAAAAASUVORK5CYII=',
  'base64',
);

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string };
}

/** Calls the app the way an embedding page does (window messaging, version 1). */
function rpc(page: Page, method: string, params: unknown): Promise<RpcAnswer> {
  return page.evaluate(
    ({ method, params }) =>
      new Promise<RpcAnswer>((resolve) => {
        const id = `overlay-${Math.random()}`;
        const onAnswer = (event: MessageEvent) => {
          const data = event.data as { rpc?: string; id?: string } & RpcAnswer;
          if (data?.rpc !== '1' || data.id !== id || !('result' in data || 'error' in data)) return;
          window.removeEventListener('message', onAnswer);
          resolve({ result: data.result, error: data.error });
        };
        window.addEventListener('message', onAnswer);
        window.postMessage({ rpc: '1', id, method, params }, window.location.origin);
      }),
    { method, params },
  );
}

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await page.route('**/e2e-images/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  await signIn(page);
});

test('the embedding page shows the approval-permission frame at its size without a close button, and closes it', async ({
  page,
}) => {
  const opened = await rpc(page, 'overlay.open', {
    kind: 'iframe',
    variant: 'approval',
    url: '/__lab/health',
    title: '审批权限',
    closable: false,
    width: 640,
    height: 420,
  });
  expect(opened).toEqual({ result: { ok: true }, error: undefined });
  const dialog = page.getByRole('dialog', { name: '审批权限' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '关闭', exact: true })).toHaveCount(0);
  const frame = dialog.locator('iframe[data-variant="approval"]');
  await expect(frame).toHaveAttribute('src', '/__lab/health');
  // Measured once the 300 ms zoom-in has settled.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(640);
  expect(await rpc(page, 'overlay.close', { kind: 'iframe' })).toMatchObject({
    result: { ok: true },
  });
  await expect(dialog).toHaveCount(0);
});

test('a chat file opens in the frame under its file name, the default frame under its title, and Esc closes each', async ({
  page,
}) => {
  await rpc(page, 'overlay.open', {
    kind: 'iframe',
    variant: 'chat',
    url: '/__lab/health',
    title: '合同.pdf',
  });
  const chat = page.getByRole('dialog', { name: '合同.pdf' });
  await expect(chat.locator('iframe[data-variant="chat"]')).toBeVisible();
  await expect(chat.getByRole('button', { name: '关闭', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat).toHaveCount(0);

  await rpc(page, 'overlay.open', { kind: 'iframe', url: '/__lab/health' });
  const plain = page.getByRole('dialog', { name: '页面内容' });
  await expect(plain.locator('iframe[data-variant="default"]')).toBeVisible();
  await plain.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(plain).toHaveCount(0);
});

test('the embedding page opens the image previewer on its system event and closes it', async ({
  page,
}) => {
  const images = [
    { url: '/e2e-images/receipt-1.png', name: '发票一.png' },
    '/e2e-images/receipt-2.png',
  ];
  await rpc(page, 'overlay.open', { kind: 'imagePreview', images, index: 1 });
  const previewer = page.getByRole('dialog', { name: /receipt-2\.png/ });
  await expect(previewer).toBeVisible();
  await expect(previewer.getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: /发票一\.png/ })).toBeVisible();
  await rpc(page, 'overlay.close', { kind: 'imagePreview' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an unknown overlay kind or an unsafe address is refused with code -1 and its reason, showing nothing', async ({
  page,
}) => {
  expect(await rpc(page, 'overlay.open', { kind: 'sheet', url: '/__lab/health' })).toEqual({
    result: undefined,
    error: { code: -1, message: 'unknown overlay kind: sheet' },
  });
  expect(await rpc(page, 'overlay.open', { kind: 'iframe', url: 'javascript:alert(1)' })).toEqual({
    result: undefined,
    error: { code: -1, message: 'params.url must be an http(s) address' },
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '应用导航' })).toBeVisible();
});
