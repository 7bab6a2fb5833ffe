import type { Page } from '@playwright/test';
import { lineEditor, openNewExpense, pickFirst, WORDS, type Locale } from './billForm';
import { expect, test } from './fixtures';
import { cookieOf } from './journeyPeople';
import { journalOf } from './labSession';
import {
  filesOf,
  invoicePage,
  sampleNamed,
  samplesOf,
  INVOICE_CONFIGS as CONFIGS,
} from './invoiceSamples';
import { INVOICE_WORDS, yuan } from './invoiceWords';

/**
 * Issue 24's acceptance, as the submitter: three sample invoices (a photo, a PDF, an OFD) and two
 * more chosen at once become lines with type, number, amount and day right and the file on each;
 * the one already on another bill is refused with a link to it; a red-flushed one the person adds
 * anyway blocks submit with its reason; removed, the bill submits. The decoder loads on capture.
 */

const DECODER = /invoice-decoder|\.wasm$|pdf-(parser|render)/;
const GOOD = ['meal-photo', 'hotel-pdf', 'office-ofd'] as const;

test.setTimeout(180_000);

async function editLine(
  page: Page,
  locale: Locale,
  name: string,
  fill: (editor: ReturnType<typeof lineEditor>) => Promise<void>,
) {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const editor = lineEditor(page, locale, true);
  await fill(editor);
  await editor.getByRole('button', { name: WORDS[locale].done }).click();
  await expect(editor).toBeHidden();
}

for (const config of CONFIGS) {
  test(`invoices captured into lines, checked before submit, ${config.name}`, async ({
    browser,
    request,
  }) => {
    const { page, session, submitter } = await invoicePage(browser, request, config);
    const locale: Locale = config.locale;
    const words = WORDS[locale];
    const says = INVOICE_WORDS[locale];
    const samples = await samplesOf(page);
    const chosen = [...GOOD, 'dup-photo', 'red-photo'].map((slug) => sampleNamed(samples, slug));
    const files = await filesOf(page, chosen);
    const decoderLoads: string[] = [];
    page.on('request', (sent) => {
      if (DECODER.test(new URL(sent.url()).pathname)) decoderLoads.push(sent.url());
    });

    await openNewExpense(page, locale);
    await page.getByRole('textbox', { name: words.title }).fill(`e2e 发票 ${config.host}`);
    await pickFirst(page, words.department, words.departmentList);
    await pickFirst(page, words.payee, words.payeeList);
    expect(decoderLoads, 'the decoder loads only once capturing starts').toEqual([]);
    await page.getByRole('button', { name: says.capture }).click();
    const sheet = page.getByRole('dialog', { name: says.capture });
    await sheet.getByLabel(says.files).setInputFiles(files);
    const results = sheet.getByRole('list', { name: says.results });
    for (const sample of chosen) {
      await expect(
        results
          .getByRole('listitem', { name: sample.fileName })
          .getByText(says.ready, { exact: true }),
      ).toBeVisible({ timeout: 30_000 });
    }
    expect(decoderLoads.some((url) => url.includes('invoice-decoder'))).toBe(true);
    for (const slug of GOOD) {
      const { fileName, printed } = sampleNamed(samples, slug);
      await expect(results.getByRole('listitem', { name: fileName })).toContainText(
        [
          says.type[printed.invoiceType],
          printed.invoiceNumber,
          yuan(printed.total),
          printed.issueDate,
        ].join(' · '),
      );
    }
    // Already on a seeded bill: refused, with a link to that bill.
    const dup = results.getByRole('listitem', { name: 'dup-photo.png' });
    const code = says.duplicate.exec((await dup.textContent()) ?? '')?.[1] ?? '';
    expect(code).toMatch(/^B\d+$/);
    const link = dup.getByRole('link', { name: says.openBill(code) });
    const billPath = (await link.getAttribute('href')) ?? '';
    expect(billPath).toMatch(/^\/bills\/[^/]+$/);
    const other = await request.get(`/api/v1/flow/flows/${billPath.split('/')[2]}`, {
      headers: { cookie: cookieOf(submitter) },
    });
    expect(JSON.stringify(await other.json())).toContain(
      sampleNamed(samples, 'dup-photo').printed.invoiceNumber,
    );
    await expect(dup.getByRole('checkbox')).not.toBeChecked();
    // Red-flushed: blocked with its reason; the person adds it anyway.
    const red = results.getByRole('listitem', { name: 'red-photo.png' });
    await expect(red).toContainText(says.redFlushed);
    await red.getByRole('checkbox', { name: says.choose('red-photo.png') }).check();
    for (const name of ['meal-photo.png', 'red-photo.png'])
      await results
        .getByRole('listitem', { name })
        .getByLabel(says.feeType)
        .selectOption({ label: '日常费用/业务招待费' });
    await sheet.getByRole('button', { name: says.add(4) }).click();
    await expect(sheet).toBeHidden();

    const lines = page.getByRole('list', { name: words.lines }).getByRole('listitem');
    await expect(lines).toHaveCount(4);
    for (const slug of GOOD) {
      const { fileName, printed } = sampleNamed(samples, slug);
      const line = lines.filter({ hasText: printed.invoiceNumber });
      await expect(line.getByTestId('line-invoice')).toHaveText(
        [says.type[printed.invoiceType], printed.invoiceNumber, fileName].join(' · '),
      );
      await expect(line).toContainText(yuan(printed.total));
      await expect(line).toContainText(printed.issueDate);
    }
    const redLine = lines.filter({
      hasText: sampleNamed(samples, 'red-photo').printed.invoiceNumber,
    });
    await expect(redLine).toContainText(says.redFlushed);

    // What the fee types ask for, as a person completes each line.
    await editLine(page, locale, '住宿费', async () => pickFirst(page, says.city, says.cityList));
    await editLine(page, locale, '办公用品', async (editor) => {
      await editor.getByRole('textbox', { name: words.item }).fill('打印纸');
      await editor.getByRole('textbox', { name: words.quantity }).fill('2');
    });
    await page.getByRole('button', { name: words.submit }).click();
    await expect(
      page
        .getByRole('link', { name: says.summaryBlocked })
        .or(page.getByRole('button', { name: says.summaryBlocked })),
    ).toBeVisible();
    expect(
      (await journalOf(request, session)).filter((entry) => entry.includes('/submit')),
    ).toEqual([]);

    // Resolved: the red-flushed line goes, the bill submits.
    await redLine.getByRole('button', { name: says.more }).click();
    await page.getByRole('button', { name: says.delete, exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: says.delete, exact: true })
      .click();
    await expect(lines).toHaveCount(3);
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page).toHaveURL(/\/bills\/[^/]+$/, { timeout: 20_000 });

    // The lab journals a call once its answer has gone, which the page may act on first.
    const submitted = (entries: string[]) =>
      entries.filter((entry) => /^POST \/api\/v1\/flow\/flows\/[^/]+\/submit 200$/.test(entry));
    await expect.poll(async () => submitted(await journalOf(request, session))).toHaveLength(1);
    const journal = await journalOf(request, session);
    expect(
      journal.filter((entry) => entry.startsWith('POST /api/v1/invoice/checks 200')).length,
    ).toBeGreaterThan(0);
    expect(
      journal.filter((entry) =>
        entry.startsWith('POST /api/v1/attachment/attachments/uploadFile 200'),
      ),
    ).toHaveLength(5);
    const billId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    const bill = await (
      await request.get(`/api/v1/flow/flows/${encodeURIComponent(billId)}`, {
        headers: { cookie: cookieOf(submitter) },
      })
    ).json();
    const invoices = (
      bill.value.form.details as {
        feeTypeForm: {
          invoiceForm: { invoices: { invoiceNumber: string; file?: { fileName: string } }[] };
        };
      }[]
    )
      .flatMap((line) => line.feeTypeForm.invoiceForm.invoices)
      .map((invoice) => [invoice.invoiceNumber, invoice.file?.fileName]);
    expect(invoices.sort()).toEqual(
      GOOD.map((slug) => sampleNamed(samples, slug))
        .map((each) => [each.printed.invoiceNumber, each.fileName])
        .sort(),
    );
    await page.context().close();
  });
}
