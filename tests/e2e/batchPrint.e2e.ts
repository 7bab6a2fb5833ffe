import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { devicePage } from './devicePage';
import { expect, test } from './fixtures';
import { DINGTALK_UA } from './invoiceSamples';
import { signIn } from './labSignIn';
import { measureGeometry } from './measureGeometry';
import { axeFor } from './axeFor';

/**
 * Issue 18 batch print: everyone on the centre's page selected at once, one template with the
 * invoices, 批量打印 → the server counts each print, one document holds every bill's sheet (each
 * from a new page), the print dialog opens once, and each bill's history names the template.
 * Each size and each language once, in pairs (the layout follows the size, the words the language).
 */
const CONFIGS = [
  { name: 'desktop, zh-CN', locale: 'zh-CN', host: 'web', width: 1280, height: 800 },
  {
    name: '390×844 in DingTalk, en-US',
    locale: 'en-US',
    host: 'dingtalk',
    width: 390,
    height: 844,
  },
] as const;

const WORDS = {
  'zh-CN': {
    list: '待打印单据',
    selectAll: '全选本页',
    template: '打印模板',
    withDetails: '含费用明细',
    withInvoices: '同时打印发票',
    print: '批量打印',
    document: '批量打印文档',
    sheet: '打印预览',
    recorded: (count: number) => `已记录 ${count} 张单据的打印`,
    history: '打印历史',
    invoices: '含发票',
  },
  'en-US': {
    list: 'Bills to print',
    selectAll: 'Select all on this page',
    template: 'Print template',
    withDetails: 'With expense lines',
    withInvoices: 'Print invoices too',
    print: 'Print selected',
    document: 'Batch print document',
    sheet: 'Print preview',
    recorded: (count: number) => `Printing recorded for ${count} bills`,
    history: 'Print history',
    invoices: 'with invoices',
  },
} as const;

interface WireBill {
  id: string;
  printCount: number;
  form: { code: string };
}

/** No axe violation, and on a phone nothing wider than the screen and every control ≥ 44 px. */
async function expectUsable(page: Page, phone: boolean) {
  const results = await axeFor(page).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  if (!phone) return;
  const report = await measureGeometry(page);
  expect(report.pageWidth).toBeLessThanOrEqual(report.viewportWidth);
  expect(report.problems).toEqual([]);
}

/** Screenshots to look at: `BATCH_PRINT_SHOTS=<dir>`; off by default. */
const SHOTS = process.env.BATCH_PRINT_SHOTS ?? '';

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function printerPage(browser: Browser, config: (typeof CONFIGS)[number]) {
  const phone = config.host === 'dingtalk';
  const page = await devicePage(browser, {
    viewport: { width: config.width, height: config.height },
    phone,
    ...(phone ? { userAgent: DINGTALK_UA } : {}),
  });
  await page.addInitScript((locale) => {
    localStorage.setItem('expense.locale', locale);
    // Headless Chromium has no print dialog: count the calls instead.
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  }, config.locale);
  await signIn(page, { host: config.host });
  return page;
}

async function labBill(page: Page, id: string): Promise<WireBill> {
  const answer = await page.request.get(`/api/v1/flow/flows/${encodeURIComponent(id)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { value: WireBill }).value;
}

test.setTimeout(120_000);

for (const config of CONFIGS) {
  test(`bills selected in the print centre print as one document, ${config.name}`, async ({
    browser,
    request,
  }) => {
    expect((await request.post('/__lab/reset')).ok()).toBe(true);
    const words = WORDS[config.locale];
    const page = await printerPage(browser, config);
    try {
      const listed = page.waitForResponse((answer) =>
        answer.url().endsWith('/api/v1/print/flows/search'),
      );
      await page.goto('/print');
      const { items } = (await (await listed).json()) as { items: WireBill[] };
      expect(items.length, 'a full first page of printable bills').toBeGreaterThan(1);
      const before = new Map(items.map((bill) => [bill.id, bill.printCount]));

      await page.getByRole('checkbox', { name: words.selectAll }).check();
      await page.getByRole('combobox', { name: words.template }).selectOption({
        label: words.withDetails,
      });
      await page.getByRole('checkbox', { name: words.withInvoices }).check();
      await shot(page, `${config.width}-${config.locale}-selected`);
      await expectUsable(page, config.host === 'dingtalk');
      await page.getByRole('button', { name: words.print }).click();

      const document = page.getByRole('document', { name: words.document });
      const sheets = document.getByRole('article', { name: words.sheet });
      await expect(sheets).toHaveCount(items.length);
      await expect(page.getByText(words.recorded(items.length))).toBeVisible();
      for (const [index, bill] of items.entries()) {
        await expect(sheets.nth(index)).toContainText(bill.form.code);
      }
      expect(
        await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls),
      ).toBe(1);
      await shot(page, `${config.width}-${config.locale}-document`);
      await expectUsable(page, config.host === 'dingtalk');

      // On paper: only the document, every sheet after the first from a new page.
      await page.emulateMedia({ media: 'print' });
      await expect(sheets.first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
      await expect(page.getByRole('button', { name: words.print })).toBeHidden();
      const breaks = await sheets.evaluateAll((papers) =>
        papers.map((paper) => getComputedStyle(paper.parentElement ?? paper).breakBefore),
      );
      expect(breaks).toEqual(items.map((_, index) => (index === 0 ? 'auto' : 'page')));
      await shot(page, `${config.width}-${config.locale}-paper`);
      // As Chromium lays it out on A4: at least one page per sheet, none shared.
      const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThanOrEqual(items.length);
      await page.emulateMedia({ media: 'screen' });

      // The lab counted one print per bill.
      for (const bill of items) {
        expect((await labBill(page, bill.id)).printCount).toBe((before.get(bill.id) ?? 0) + 1);
      }

      // The history names the template and the invoices in words, never an id.
      await page.goto(`/print/bills/${encodeURIComponent(items[0].id)}`);
      const history = page.getByTestId('print-history');
      await expect(history).toContainText(words.withDetails);
      await expect(history).toContainText(words.invoices);
      await expect(history).not.toContainText('withDetails');
      await shot(page, `${config.width}-${config.locale}-history`);
    } finally {
      await page.context().close();
    }
  });
}
