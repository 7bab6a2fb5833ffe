import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './labSignIn';
import { openOwnBillWhere } from './openOwnBillWhere';

// A 48×32 two-colour PNG: the lab stores no bytes behind seeded attachments (/__lab/files/<id>).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAANUlEQVR42u3OQQ0AMAgEsDMzSXieKzBBeDWpgOZVr+ifFRESEhISEhISEhISEhISEhISugwNxODAiAfv4FgAAAAASUVORK5CYII=',
  'base64',
);
const PDF_PREVIEW = /^预览 .+\.pdf$/;
const IMAGE_PREVIEW = /^预览 .+\.(jpg|jpeg|png)$/;

interface JournalPage {
  items: { path: string; query: Record<string, string> }[];
}

test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  await page.route('**/__lab/files/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  await signIn(page);
});

/** What the preview host must print over the file: the signed-in person's name and staff code. */
async function expectedWatermark(page: Page): Promise<string> {
  const answer = await page.request.get('/api/v1/organization/staffs/me');
  const { value } = (await answer.json()) as { value: { staff: { name: string; code: string } } };
  return `${value.staff.name} ${value.staff.code}`;
}

/** Opens my seeded bills one by one until one lists both a PDF and an image. */
async function openBillWithPdfAndImage(page: Page): Promise<void> {
  await openOwnBillWhere(page, 'a PDF and an image', async () => {
    const pdfs = await page.getByRole('button', { name: PDF_PREVIEW }).count();
    const images = await page.getByRole('button', { name: IMAGE_PREVIEW }).count();
    return pdfs > 0 && images > 0;
  });
}

/** The preview page the click opened: its address, what it shows, what the lab journaled. */
async function expectDocumentPreview(page: Page, opener: () => Promise<void>, fileName: string) {
  const watermark = await expectedWatermark(page);
  const popupOpened = page.waitForEvent('popup');
  await opener();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  const address = new URL(popup.url());
  expect(address.pathname).toBe('/__lab/preview/view/url');
  expect(address.searchParams.get('name')).toBe(fileName);
  expect(address.searchParams.get('watermark')).toBe(watermark);
  expect(address.searchParams.get('url')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__lab\/files\/\w+$/);
  await expect(popup.locator('[data-file-name]')).toHaveText(fileName);
  await expect(popup.getByRole('note', { name: '水印' })).toHaveAttribute(
    'data-watermark',
    watermark,
  );
  const journal = await page.request.get('/__lab/requests?path=/__lab/preview/view/url');
  const entries = ((await journal.json()) as JournalPage).items;
  expect(entries.at(-1)?.query).toMatchObject({ name: fileName, watermark });
  await popup.close();
}

test('a bill’s PDF opens at the document preview address with the person’s watermark, its image in the previewer', async ({
  page,
}) => {
  await openBillWithPdfAndImage(page);
  const pdf = page.getByRole('button', { name: PDF_PREVIEW }).first();
  const pdfName = ((await pdf.textContent()) ?? '').replace(/^预览 /, '');
  await expectDocumentPreview(page, () => pdf.click(), pdfName);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const image = page.getByRole('button', { name: IMAGE_PREVIEW }).first();
  const imageName = ((await image.textContent()) ?? '').replace(/^预览 /, '');
  await image.click();
  const dialog = page.getByRole('dialog', { name: imageName });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(48);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(image).toBeFocused();
});

test('an approver opens a bill’s PDF evidence on the preview host and its photos in the previewer', async ({
  page,
}) => {
  await page.goto('/approval');
  const table = page.getByRole('table', { name: '待我审批' });
  await expect(table.getByRole('link').first()).toBeVisible();
  const hrefs = await table
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const evidence = page.getByTestId('evidence-lines');
  const pdf = evidence.locator('button[title$=".pdf"]').first();
  const photo = evidence.locator('button[title$=".jpg"], button[title$=".png"]').first();
  let found = false;
  for (const href of hrefs) {
    await page.goto(href);
    await expect(evidence).toBeVisible();
    if ((await pdf.count()) > 0 && (await photo.count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found, 'a seeded bill in my backlog with a PDF and a photo').toBe(true);
  const pdfName = (await pdf.getAttribute('title')) ?? '';
  await expectDocumentPreview(page, () => pdf.click(), pdfName);

  const photoName = (await photo.getAttribute('title')) ?? '';
  await photo.click();
  await expect(page.getByRole('dialog', { name: photoName })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
