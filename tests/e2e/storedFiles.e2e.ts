import { expect, test } from './fixtures';
import { journalSince, uniqueName } from './labJournal';
import { signIn } from './labSignIn';
import { subsidiaries } from './tenantPage';

// A 48×32 two-colour PNG, a photo as far as the previewer can tell.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAANUlEQVR42u3OQQ0AMAgEsDMzSXieKzBBeDWpgOZVr+ifFRESEhISEhISEhISEhISEhISugwNxODAiAfv4FgAAAAASUVORK5CYII=',
  'base64',
);

/** The subsidiaries in seed order sit on ALIOSS, minio and HUAYU (uploadStorage.e2e.ts). */
const OBJECT_STORES = [
  { index: 0, storage: 'ALIOSS' },
  { index: 1, storage: 'minio' },
];

for (const { index, storage } of OBJECT_STORES) {
  test(`a photo a tenant stored on ${storage} is read back from the object store when its bill shows it`, async ({
    page,
    request,
  }) => {
    const corporation = (await subsidiaries(request))[index];
    await signIn(page, { corp: corporation });
    const name = `${uniqueName('票据').replace(/\s/g, '-')}.png`;
    await page.goto('/bills/new');
    await page.getByLabel('单据类型').selectOption({ label: '日常报销单' });
    await page.getByRole('textbox', { name: /^标题/ }).fill(uniqueName('e2e 存储回读'));
    await page
      .getByLabel('添加附件', { exact: true })
      .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    const item = page.getByRole('list', { name: '附件上传' }).getByRole('listitem');
    await expect(item.filter({ hasText: name }).getByText('已上传')).toBeVisible();
    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect(page.getByText('草稿已保存')).toBeVisible();
    await page.goto(page.url().replace(/\/edit$/, ''));

    const since = Date.now();
    const preview = page.getByRole('button', { name: `预览 ${name}` });
    await preview.click();
    const dialog = page.getByRole('dialog', { name });
    await expect
      .poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(48);
    // Read as a blob with the person's token (docs/architecture.md download), then shown from memory.
    await expect(dialog.getByRole('img')).toHaveAttribute('src', /^blob:/);
    const reads = await journalSince(request, since, '/__lab/object-store/expense-lab/', 'GET');
    expect(reads.some((call) => call.status === 200 && call.path.endsWith('.png'))).toBe(true);
  });
}
