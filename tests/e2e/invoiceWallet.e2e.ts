import type { Page } from '@playwright/test';
import { openNewExpense, WORDS } from './billForm';
import { expect, test } from './fixtures';
import { journalOf } from './labSession';
import {
  filesOf,
  invoicePage,
  sampleNamed,
  samplesOf,
  INVOICE_CONFIGS as CONFIGS,
} from './invoiceSamples';
import { INVOICE_WORDS } from './invoiceWords';
import { axeFor } from './axeFor';

/**
 * The invoice wallet (票夹): invoices captured from the home without a bill are kept, listed on
 * the home and under 我的, picked into a bill's lines, and leave the wallet once the bill is saved.
 */

test.setTimeout(120_000);

/** What axe finds wrong on the page as it is (the capture sheet open, or the wallet's list). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeFor(page).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(', ')})`,
  );
}

for (const config of CONFIGS) {
  test(`invoices kept in the wallet and picked into a bill, ${config.name}`, async ({
    browser,
    request,
  }) => {
    const { page, session } = await invoicePage(browser, request, config);
    const words = WORDS[config.locale];
    const says = INVOICE_WORDS[config.locale];
    const samples = await samplesOf(page);
    const [hotel, train] = ['hotel-pdf', 'train-pdf'].map((slug) => sampleNamed(samples, slug));

    // From the home's wallet block straight into a capture.
    const block = page.getByRole('region', { name: says.wallet });
    await block.getByRole('link', { name: says.homeCapture }).click();
    const sheet = page.getByRole('dialog', { name: says.capture });
    await sheet.getByLabel(says.files).setInputFiles(await filesOf(page, [hotel, train]));
    for (const { fileName } of [hotel, train])
      await expect(
        sheet.getByRole('listitem', { name: fileName }).getByText(says.ready, { exact: true }),
      ).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: says.keep(2) }).click();
    // axe reads colours mid-fade as they are painted, and a closing sheet leaves the accessibility
    // tree before the page: wait until its title is gone from the document.
    await expect(page.locator('h2').filter({ hasText: says.capture })).toHaveCount(0);
    const kept = page.getByRole('list', { name: says.walletList }).getByRole('listitem');
    await expect(kept).toHaveCount(2);
    await expect(kept.filter({ hasText: hotel.printed.invoiceNumber })).toContainText(
      says.type.FULL_DIGITAL_NORMAL,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Listed on the home and reached from 我的.
    await page.goto('/');
    await expect(block.getByRole('link', { name: says.homeOpen(2) })).toBeVisible();
    await expect(block).toContainText(train.printed.invoiceNumber);
    await page.goto('/me');
    await expect(page.getByRole('link', { name: new RegExp(`^${says.wallet}`) })).toHaveAttribute(
      'href',
      '/bills/wallet',
    );

    // Picked into a bill: a line with its file; saved, it leaves the wallet.
    await openNewExpense(page, config.locale);
    await page.getByRole('button', { name: says.capture }).click();
    await sheet.getByRole('button', { name: says.fromWallet(2) }).click();
    await sheet
      .getByRole('button', { name: says.pick(new RegExp(`.*${hotel.printed.invoiceNumber}`)) })
      .click();
    await expect(
      sheet.getByRole('list', { name: says.results }).getByText(says.ready, { exact: true }),
    ).toBeVisible();
    await sheet.getByRole('button', { name: says.add(1) }).click();
    const lines = page.getByRole('list', { name: words.lines }).getByRole('listitem');
    await expect(lines.getByTestId('line-invoice')).toHaveText(
      [says.type.FULL_DIGITAL_NORMAL, hotel.printed.invoiceNumber, hotel.fileName].join(' · '),
    );
    await page.getByRole('textbox', { name: words.title }).fill('e2e 票夹');
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.saved)).toBeVisible();
    await page.goto('/bills/wallet');
    await expect(kept).toHaveCount(1);
    await expect(kept).toContainText(train.printed.invoiceNumber);

    const journal = await journalOf(request, session);
    expect(journal.filter((entry) => entry === 'POST /api/v1/invoice/wallet 201')).toHaveLength(2);
    await page.context().close();
  });
}
