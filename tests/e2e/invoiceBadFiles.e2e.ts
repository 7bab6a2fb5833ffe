import { openNewExpense, WORDS } from './billForm';
import { expect, test } from './fixtures';
import {
  filesOf,
  invoicePage,
  sampleNamed,
  samplesOf,
  INVOICE_CONFIGS as CONFIGS,
} from './invoiceSamples';
import { INVOICE_WORDS } from './invoiceWords';

/**
 * Bad files among good ones (issue 24): no QR code, two invoices in one photo, a payment code, a
 * corrupt PDF and OFD, a 50 MB photo. Each gets its own message in the person's language; the
 * good one still becomes a line and nothing else on the bill changes.
 */
const BAD = [
  'no-qr.png',
  'two-invoices.png',
  'payment-qr.png',
  'corrupt.pdf',
  'corrupt.ofd',
  'huge-50mb.jpg',
];

// Bounds on a stuck decode, not speed goals: a photo with no code goes through every try, the
// last of them a deblur, and two e2e shards share the machine's two cores.
test.setTimeout(180_000);

for (const config of CONFIGS) {
  test(`bad invoice files each get their own message, ${config.name}`, async ({
    browser,
    request,
  }) => {
    const { page } = await invoicePage(browser, request, config);
    const words = WORDS[config.locale];
    const says = INVOICE_WORDS[config.locale];
    const meal = sampleNamed(await samplesOf(page), 'meal-photo');
    const files = await filesOf(page, [
      ...BAD.map((fileName) => ({ fileName, url: `/__lab/invoices/bad/${fileName}` })),
      meal,
    ]);

    await openNewExpense(page, config.locale);
    const title = page.getByRole('textbox', { name: words.title });
    await title.fill('e2e 坏文件');
    await page.getByRole('button', { name: says.capture }).click();
    const sheet = page.getByRole('dialog', { name: says.capture });
    await sheet.getByLabel(says.files).setInputFiles(files);
    const results = sheet.getByRole('list', { name: says.results });
    for (const name of BAD) {
      await expect(results.getByRole('listitem', { name })).toContainText(says.bad[name], {
        timeout: 60_000,
      });
    }
    await expect(
      results.getByRole('listitem', { name: meal.fileName }).getByText(says.ready, { exact: true }),
    ).toBeVisible({ timeout: 60_000 });
    await sheet.getByRole('button', { name: says.add(1) }).click();
    await expect(sheet).toBeHidden();

    const lines = page.getByRole('list', { name: words.lines }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText(meal.printed.invoiceNumber);
    await expect(title).toHaveValue('e2e 坏文件');
    await page.context().close();
  });
}
