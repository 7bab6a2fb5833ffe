import { openNewExpense, WORDS } from './billForm';
import { expect, test } from './fixtures';
import { journalOf } from './labSession';
import { DINGTALK_UA, invoicePage, sampleNamed, samplesOf, WECOM_UA } from './invoiceSamples';
import { INVOICE_WORDS } from './invoiceWords';

/**
 * The host's own scanner (docs/invoices.md scan verb, `qrCode`): in WeCom and in DingTalk the lab's fake
 * SDK hands back the QR text the lab's scanner is set to; an invoice's becomes a line, anything
 * else is refused in the person's language.
 */
const PHONE = { viewport: { width: 390, height: 844 }, phone: true } as const;
const CONFIGS = [
  {
    name: 'WeCom, zh-CN',
    host: 'wecom',
    locale: 'zh-CN',
    userAgent: WECOM_UA,
    method: 'scanQRCode',
    ...PHONE,
  },
  {
    name: 'DingTalk, en-US',
    host: 'dingtalk',
    locale: 'en-US',
    userAgent: DINGTALK_UA,
    method: 'scan',
    ...PHONE,
  },
] as const;

test.setTimeout(120_000);

for (const config of CONFIGS) {
  test(`the host scanner reads an invoice into a line, ${config.name}`, async ({
    browser,
    request,
  }) => {
    const { page, session } = await invoicePage(browser, request, config);
    const words = WORDS[config.locale];
    const says = INVOICE_WORDS[config.locale];
    const train = sampleNamed(await samplesOf(page), 'train-pdf');
    const aim = (data: object) => page.request.put('/__lab/invoices/scanner', { data });
    expect((await aim({ slug: 'train-pdf' })).ok()).toBe(true);

    await openNewExpense(page, config.locale);
    await page.getByRole('button', { name: says.capture }).click();
    const sheet = page.getByRole('dialog', { name: says.capture });
    await sheet.getByRole('button', { name: says.scan }).click();
    const first = sheet.getByRole('listitem', { name: says.scanned(1) });
    await expect(first.getByText(says.ready, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(first).toContainText(`${says.type.TRAIN} · ${train.printed.invoiceNumber}`);
    await expect(first.getByLabel(says.feeType)).toHaveValue(/:feeType:travel$/);

    // A shop's payment code is no invoice: said, and nothing else changes.
    expect((await aim({ text: 'https://pay.lab.invalid/qr/8Hk2PzQ' })).ok()).toBe(true);
    await sheet.getByRole('button', { name: says.scan }).click();
    await expect(sheet.getByRole('listitem', { name: says.scanned(2) })).toContainText(
      says.notInvoiceScan,
    );
    await sheet.getByRole('button', { name: says.add(1) }).click();
    const lines = page.getByRole('list', { name: words.lines }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.getByTestId('line-invoice')).toHaveText(
      `${says.type.TRAIN} · ${train.printed.invoiceNumber}`,
    );

    const calls = await page.evaluate(
      () =>
        (window as unknown as { __labHostCalls?: { method: string; args: unknown }[] })
          .__labHostCalls ?? [],
    );
    const scans = calls.filter(
      (call) => call.method === config.method || call.method === 'biz.util.scan',
    );
    expect(scans).toHaveLength(2);
    expect(JSON.stringify(scans[0].args)).toContain('qrCode');
    const journal = await journalOf(request, session);
    expect(
      journal.filter((entry) => entry.startsWith('POST /api/v1/invoice/checks 200')),
    ).toHaveLength(1);
    await page.context().close();
  });
}
