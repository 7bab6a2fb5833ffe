import type { Locator, Page } from '@playwright/test';
import { lineEditor, openNewExpense, pickFirst, WORDS, type Locale } from './billForm';
import { expect, test } from './fixtures';
import { expensePeople } from './journeyPeople';
import { look, personPage } from './journeySteps';
import { axeFor } from './axeFor';

/**
 * Issue 18 docs/i18n-theme-money.md, a line in a foreign currency: on a fee type that allows it (住宿费) the person
 * picks USD, types the amount in dollars, sees the rate and the yuan it makes, saves; after a
 * reload the line reads the same and the lab got the whole foreign side. A fee type that takes
 * CNY only (办公用品) offers no currency.
 */
const CONFIGS = [
  {
    name: 'desktop, zh-CN',
    locale: 'zh-CN',
    host: 'web',
    viewport: { width: 1280, height: 800 },
    phone: false,
  },
  {
    name: '390×844 in DingTalk, en-US',
    locale: 'en-US',
    host: 'dingtalk',
    viewport: { width: 390, height: 844 },
    phone: true,
  },
] as const;

const SAYS = {
  'zh-CN': {
    currency: '币种',
    foreign: /^外币金额（USD）/,
    rate: /^汇率/,
    converted: '折合人民币 ≈ ¥725.40',
    city: /^城市/,
    cityList: '城市',
  },
  'en-US': {
    currency: 'Currency',
    foreign: /^USD amount/,
    rate: /^Exchange rate/,
    converted: 'In CNY ≈ ¥725.40',
    city: /^City/,
    cityList: 'City',
  },
} as const;

const FOREIGN_LINE = 'USD 100.00 × 7.2540 = ¥725.40';

/** On phones every control of the sheet is a finger wide, and nothing runs off its side. */
async function expectFitsPhone(page: Page, editor: Locator, controls: Locator[]) {
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  const overflow = await editor.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
}

test.setTimeout(180_000);

for (const config of CONFIGS) {
  test(`a hotel line in US dollars is converted, totalled, saved and read back, ${config.name}`, async ({
    browser,
    request,
  }) => {
    expect((await request.post('/__lab/reset')).ok()).toBe(true);
    const people = await expensePeople(request);
    const locale: Locale = config.locale;
    const words = WORDS[locale];
    const says = SAYS[locale];
    const page = await personPage(browser, config, people.submitter);
    try {
      await openNewExpense(page, locale);
      await page.getByRole('textbox', { name: words.title }).fill(`e2e 外币 ${config.host}`);
      await pickFirst(page, words.department, words.departmentList);
      await pickFirst(page, words.payee, words.payeeList);

      // A CNY-only fee type offers no currency.
      await page.getByRole('button', { name: words.addLine }).click();
      const editor = lineEditor(page, locale);
      await editor.getByLabel(words.feeType).selectOption({ label: '日常费用/办公用品' });
      await expect(editor.getByRole('textbox', { name: words.item })).toBeVisible();
      await expect(editor.getByLabel(says.currency, { exact: true })).toHaveCount(0);

      // The hotel fee type does: USD at the system rate, converted live.
      await editor.getByLabel(words.feeType).selectOption({ label: '差旅/住宿费' });
      await editor.getByLabel(says.currency, { exact: true }).selectOption('USD');
      await expect(editor.getByRole('textbox', { name: says.rate })).toHaveValue('7.2540');
      await editor.getByRole('textbox', { name: says.foreign }).fill('100');
      await expect(editor.getByTestId('foreign-converted')).toHaveText(says.converted);
      await expect(editor.getByRole('textbox', { name: words.amount })).toHaveValue('725.40');
      await look(page, 'foreign-line-editor');
      const axe = await axeFor(page).analyze();
      expect(axe.violations.map((each) => `${each.id}: ${each.nodes.length}`)).toEqual([]);
      await pickFirst(page, says.city, says.cityList);
      if (config.phone) {
        await expectFitsPhone(page, editor, [
          editor.getByLabel(says.currency, { exact: true }),
          editor.getByRole('textbox', { name: says.foreign }),
          editor.getByRole('textbox', { name: says.rate }),
        ]);
      }
      await editor.getByRole('button', { name: words.done }).click();
      await expect(editor).toBeHidden();

      const lines = page.getByRole('list', { name: words.lines });
      await expect(lines.getByRole('listitem').first()).toContainText(FOREIGN_LINE);
      await expect(page.getByTestId('lines-total')).toContainText(words.total(1, '¥725.40'));
      await page.getByRole('button', { name: words.save }).click();
      await expect(page.getByText(words.saved)).toBeVisible();
      await look(page, 'foreign-line-saved');

      // The lab got the whole foreign side with the line it saved.
      const journal = await page.request.get('/__lab/requests?path=/api/v1/flow/flows');
      const { items } = (await journal.json()) as {
        items: { method: string; body: { preview: string | null } | null }[];
      };
      const saves = items.filter((item) => item.method === 'POST' || item.method === 'PUT');
      const sent = saves.map((item) => item.body?.preview ?? '').join('\n');
      expect(sent).toContain('"foreign":"100.00"');
      expect(sent).toContain('"foreignStrCode":"USD"');
      expect(sent).toContain('"rate":"7.2540"');
      expect(sent).toContain('"standard":"725.40"');

      await page.reload();
      await expect(lines.getByRole('listitem')).toHaveCount(1);
      await expect(lines.getByRole('listitem').first()).toContainText(FOREIGN_LINE);
      await expect(page.getByTestId('lines-total')).toContainText(words.total(1, '¥725.40'));
      await lines
        .getByRole('button', { name: /住宿费/ })
        .first()
        .click();
      const reopened = lineEditor(page, locale, true);
      await expect(reopened.getByLabel(says.currency, { exact: true })).toHaveValue('USD');
      await expect(reopened.getByRole('textbox', { name: says.foreign })).toHaveValue('100.00');
      await expect(reopened.getByTestId('foreign-converted')).toHaveText(says.converted);
    } finally {
      await page.context().close();
    }
  });
}
