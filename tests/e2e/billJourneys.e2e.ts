import type { BrowserContext } from '@playwright/test';
import {
  addOfficeLine,
  attachPhoto,
  lineEditor,
  openNewExpense,
  pickFirst,
  WORDS,
  type Locale,
} from './billForm';
import { expect, test } from './fixtures';
import { bankAnswers, expensePeople, type Person } from './journeyPeople';
import { JOURNEY_WORDS } from './journeyWords';
import { decide, expectChipFits, look, pay, personPage } from './journeySteps';

/**
 * Issue 18's stories on one bill, each as the person it belongs to: (a) the submitter writes two
 * lines with photos, saves, leaves and submits; (b) the manager sees the evidence and rejects
 * with a reason, the submitter reads who and why, edits a line and resubmits; (c) the finance
 * countersign agrees with approve-and-next; (d) the cashier pays after confirming the payee, the
 * bank refuses once, the retry goes through; (e) the bill prints with its lines, 大写 and trail.
 */
const DESKTOP = { host: 'web', viewport: { width: 1280, height: 800 }, phone: false } as const;
const PHONE = { host: 'dingtalk', viewport: { width: 390, height: 844 }, phone: true } as const;
const PAIRS = [
  { name: 'desktop, zh-CN', locale: 'zh-CN', ...DESKTOP },
  { name: '390×844 in DingTalk, en-US', locale: 'en-US', ...PHONE },
] as const;
const OTHER_PAIRS = [
  { name: 'desktop, en-US', locale: 'en-US', ...DESKTOP },
  { name: '390×844 in DingTalk, zh-CN', locale: 'zh-CN', ...PHONE },
] as const;
/**
 * Each story at desktop and in a phone host, and in each language, in pairs: the steps are the
 * same in every combination, the layout follows the size and the words the language, so two
 * runs reach what four did. Saving screenshots to look at (JOURNEY_SHOTS) runs all four.
 */
const CONFIGS = process.env.JOURNEY_SHOTS ? [...PAIRS, ...OTHER_PAIRS] : PAIRS;

test.setTimeout(300_000);

for (const config of CONFIGS) {
  test(`a bill's whole journey, ${config.name}`, async ({ browser, request }) => {
    expect((await request.post('/__lab/reset')).ok()).toBe(true);
    const people = await expensePeople(request);
    const locale: Locale = config.locale;
    const words = WORDS[locale];
    const says = JOURNEY_WORDS[locale];
    const contexts: BrowserContext[] = [];
    const as = async (person: Person) => {
      const page = await personPage(browser, config, person);
      contexts.push(page.context());
      return page;
    };
    try {
      // (a) Two lines of different fee types, each with a photo invoice; the totals add up exactly.
      const submitter = await as(people.submitter);
      await openNewExpense(submitter, locale);
      await submitter.getByRole('textbox', { name: words.title }).fill(`e2e 旅程 ${config.host}`);
      await pickFirst(submitter, words.department, words.departmentList);
      await pickFirst(submitter, words.payee, words.payeeList);
      await addOfficeLine(submitter, locale, '293.68', 'office-invoice.png');
      await submitter.getByRole('button', { name: words.addLine }).click();
      const editor = lineEditor(submitter, locale);
      await editor.getByLabel(words.feeType).selectOption({ label: '差旅/餐费' });
      await editor.getByRole('textbox', { name: words.amount }).fill('180');
      await editor.getByRole('combobox', { name: words.diners }).click();
      await submitter
        .getByRole('listbox', { name: words.dinersList })
        .getByRole('option')
        .first()
        .click();
      const diners = editor.getByRole('list', { name: says.chosenDiners });
      await expectChipFits(diners.getByRole('listitem').first(), editor);
      await attachPhoto(submitter, locale, 'meal-invoice.png');
      await look(submitter, 'a-line-editor');
      await editor.getByRole('button', { name: words.done }).click();
      await expect(submitter.getByTestId('lines-total')).toContainText(words.total(2, '¥473.68'));
      await expect(submitter.getByTestId('form-payment')).toContainText(says.wordsBefore);
      await submitter.getByRole('button', { name: words.save }).click();
      await expect(submitter.getByText(words.saved)).toBeVisible();
      await look(submitter, 'a-form-saved');
      const editUrl = submitter.url();
      const billId = decodeURIComponent(/\/bills\/([^/]+)\/edit$/.exec(editUrl)?.[1] ?? '');
      // Leaves for My bills and sees the draft there once the page has signed in: a reload
      // while the last is still renewing its sign-in could spend the rotated refresh token.
      await submitter.goto('/bills');
      await expect(
        submitter.getByRole('link', { name: new RegExp(`e2e 旅程 ${config.host}`) }).first(),
      ).toBeVisible();
      await submitter.goto(editUrl);
      await expect(
        submitter.getByRole('list', { name: words.lines }).getByRole('listitem'),
      ).toHaveCount(2);
      await submitter.getByRole('button', { name: words.submit }).click();
      await expect(submitter).toHaveURL(new RegExp(`/bills/${encodeURIComponent(billId)}$`));

      // (b) The manager opens it from the home's to-do, sees both lines and photos, rejects.
      const manager = await as(people.manager);
      await manager.locator('[data-todo="approve"]').click();
      await manager
        .getByRole('link', { name: `e2e 旅程 ${config.host}` })
        .first()
        .click();
      await expect(manager.getByTestId('evidence-lines').getByRole('heading').first()).toHaveText(
        says.evidence,
      );
      for (const line of ['办公用品', '餐费'])
        await expect(manager.getByRole('button', { name: says.photo(line) })).toBeVisible();
      await look(manager, 'b-approval-evidence');
      await decide(manager, says.reject, says.reason);
      await expect(manager.getByTestId('bill-state')).toHaveText(says.rejectedState);

      // The submitter reads who and why on the bill and on the home, edits a line, resubmits.
      await submitter.goto(`/bills/${encodeURIComponent(billId)}`);
      await expect(submitter.getByTestId('rejection')).toContainText(
        says.rejectedBy(people.manager.name),
      );
      await look(submitter, 'b-bill-rejected');
      await submitter.goto('/');
      await expect(submitter.getByText(says.rejectedBy(people.manager.name)).first()).toBeVisible();
      await look(submitter, 'b-home-rejected');
      await submitter.goto(editUrl);
      await submitter.getByRole('button', { name: /^办公用品/ }).click();
      const edit = lineEditor(submitter, locale, true);
      await edit.getByRole('textbox', { name: words.amount }).fill('300');
      await edit.getByRole('button', { name: words.done }).click();
      await submitter.getByRole('button', { name: words.submit }).click();
      await expect(submitter).toHaveURL(new RegExp(`/bills/${encodeURIComponent(billId)}$`));

      // (c) The manager agrees; the finance countersign agrees, the first with approve-and-next.
      const approvalPage = `/approval/bills/${encodeURIComponent(billId)}`;
      await manager.goto(approvalPage);
      await decide(manager, says.agree, '');
      const first = await as(people.finance[0]);
      await first.goto(approvalPage);
      await decide(first, says.agree, '', says.agreeAndNext);
      await expect(first).not.toHaveURL(new RegExp(`${encodeURIComponent(billId)}$`));
      const second = await as(people.finance[1]);
      await second.goto(approvalPage);
      await decide(second, says.agree, '');

      // (d) The cashier confirms payee and amount; the bank refuses once, the retry goes through.
      const cashier = await as(people.cashier);
      await cashier.goto(approvalPage);
      await pay(cashier, says.chanpay, says.payTo);
      await expect(cashier.getByTestId('payment-status')).toHaveText(says.paying);
      await bankAnswers(request, people.cashier, billId, 'FAILURE');
      await expect(cashier.getByRole('alert').filter({ hasText: says.payFailed })).toBeVisible();
      await look(cashier, 'd-pay-failed');
      await pay(cashier, says.chanpay, says.payTo);
      await bankAnswers(request, people.cashier, billId, 'SUCCESS');
      await expect(cashier.getByTestId('payment-status')).toHaveText(says.paid);
      await look(cashier, 'd-paid');

      // (e) Printed with its lines: every line, the amount in words and the trail, on paper only.
      await submitter.goto(`/print/bills/${encodeURIComponent(billId)}`);
      await submitter.getByLabel(says.template).selectOption({ label: says.withLines });
      await submitter.emulateMedia({ media: 'print' });
      const paper = submitter.getByRole('article', { name: says.printPreview });
      const rows = paper.getByRole('table', { name: says.lines }).getByRole('row');
      await expect(rows.filter({ hasText: '办公用品' })).toContainText('¥300.00');
      await expect(rows.filter({ hasText: '餐费' })).toContainText('¥180.00');
      await expect(paper.getByTestId('amount-in-words')).toHaveText(says.words);
      await expect(paper.getByRole('table', { name: says.trail })).toContainText(says.reason);
      await look(submitter, 'e-print');
      await expect(submitter.getByRole('button', { name: words.submit })).toHaveCount(0);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
}
