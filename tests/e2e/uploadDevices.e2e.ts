import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { bytes, openNewExpense } from './uploadHelpers';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const uploads = (page: Page) => page.getByRole('list', { name: '附件上传' });
const item = (page: Page, name: string) =>
  uploads(page).getByRole('listitem').filter({ hasText: name });

/**
 * Files with no type, as Android pickers hand them over: Playwright always sets one, so the
 * files are made in the page and handed to the input the way a picker does.
 */
async function chooseUntyped(input: Locator, files: { name: string; size: number }[]) {
  await input.evaluate((element, list) => {
    const transfer = new DataTransfer();
    for (const { name, size } of list) transfer.items.add(new File([new Uint8Array(size)], name));
    (element as HTMLInputElement).files = transfer.files;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, files);
}

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
});

test.describe('on a phone’s browser', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });

  test('the form offers the camera, and a photo taken uploads into the draft', async ({ page }) => {
    await signIn(page);
    await openNewExpense(page);
    const camera = page.getByLabel('拍照', { exact: true });
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).toHaveAttribute('accept', 'image/*');
    await camera.setInputFiles({
      name: '现场.jpg',
      mimeType: 'image/jpeg',
      buffer: bytes(20_000, 3),
    });
    await expect(item(page, '现场.jpg')).toContainText('已上传');
    await expect(uploads(page)).toHaveCSS('font-size', '14px');
  });
});

test.describe('on an Android tablet', () => {
  test.use({ userAgent: ANDROID_TABLET, viewport: { width: 1024, height: 768 } });

  test('the widget takes its tablet size, drops an untyped file and keeps a sized ofd', async ({
    page,
  }) => {
    await signIn(page);
    await openNewExpense(page);
    await expect(page.getByLabel('拍照', { exact: true })).toHaveCount(1);
    const input = page.getByLabel('添加附件', { exact: true });
    await chooseUntyped(input, [
      { name: '来历不明', size: 2_000 },
      { name: '电子发票.ofd', size: 4_000 },
    ]);
    await expect(item(page, '电子发票.ofd')).toContainText('已上传');
    await expect(item(page, '来历不明')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: '来历不明' })).toHaveCount(0);
    // The tablet variant sets its text a tenth larger than the form's 14 px.
    await expect(uploads(page)).toHaveCSS('font-size', '15.4px');
  });
});

test('on a desktop there is no camera input, and an untyped file is refused in words', async ({
  page,
}) => {
  await signIn(page);
  await openNewExpense(page);
  await expect(page.getByLabel('拍照', { exact: true })).toHaveCount(0);
  await chooseUntyped(page.getByLabel('添加附件', { exact: true }), [
    { name: '来历不明', size: 2_000 },
  ]);
  await expect(page.getByRole('alert').getByText('文件格式无法识别')).toBeVisible();
  await expect(item(page, '来历不明')).toHaveCount(0);
});
