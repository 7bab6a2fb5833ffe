import type { Locator, Page } from '@playwright/test';

/** All must hold in the DOM: a CSS selector, optionally with text the element contains. */
export interface ReadyWhen {
  selector: string;
  text?: string;
}

export interface PhoneInteraction {
  id: string;
  label: string;
  /** Shapes the lab's answers before sign-in: the app may read them ahead of the tap. */
  setUp?(page: Page): Promise<void>;
  /** Brings the signed-in page to where the person taps (untimed). */
  prepare(page: Page): Promise<void>;
  /** What the person taps. */
  target(page: Page): Locator;
  ready: ReadyWhen[];
}

/** An interaction the product cannot do yet: reported as not measured, with the reason. */
export interface PendingInteraction {
  id: string;
  label: string;
  notYet: string;
}

export type InteractionEntry = PhoneInteraction | PendingInteraction;

export const BACKLOG_ITEMS = 200;

/** The lab's backlog answer stretched to BACKLOG_ITEMS tasks (copies of the seeded ones). */
async function longBacklog(page: Page): Promise<void> {
  await page.route('**/api/v1/flow/backlogs/search', async (route) => {
    const asked = JSON.parse(route.request().postData() ?? '{}') as {
      limit?: { count?: number };
      select?: unknown;
    };
    // The home's to-do counts read one field of one task: they go to the lab as they are.
    if (asked.select) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { items: { id: string; flow: { id: string } }[] };
    const size = Math.min(BACKLOG_ITEMS, asked.limit?.count ?? BACKLOG_ITEMS);
    const items = Array.from({ length: body.items.length ? size : 0 }, (_, index) => {
      const item = body.items[index % body.items.length];
      return {
        ...item,
        id: `${item.id}~${index}`,
        flow: { ...item.flow, id: `${item.flow.id}~${index}` },
      };
    });
    await route.fulfill({ response, json: { items, count: BACKLOG_ITEMS } });
  });
}

const FEE_LINE_AMOUNT = '128.50';

/**
 * A new 日常报销单 with the line sheet open and filled in (fee type, amount, item, quantity), as
 * a person does before tapping Done; the bill has no line yet, so its total reads ¥0.00.
 */
async function fillFeeLine(page: Page): Promise<void> {
  await page.locator('a[href="/bills"]').first().click();
  await page.locator('a[href="/bills/new"]').first().click();
  await page.getByLabel('单据类型').selectOption({ label: '日常报销单' });
  await page.getByRole('button', { name: '+ 添加费用' }).click();
  const sheet = page.getByRole('dialog', { name: '新的费用' });
  await sheet.getByLabel(/^费用类型/).selectOption({ label: '日常费用/办公用品' });
  await sheet.getByRole('textbox', { name: /^金额/ }).fill(FEE_LINE_AMOUNT);
  await sheet.getByRole('textbox', { name: /^物品名称/ }).fill('打印纸');
  await sheet.getByRole('textbox', { name: /^数量/ }).fill('2');
}

/**
 * The interactions the phone bench times, from a tap to the next paint that shows the result.
 * Selectors follow the screens as they are; a screen that changes breaks only its own figure.
 */
export const PHONE_INTERACTIONS: readonly InteractionEntry[] = [
  {
    id: 'newBill',
    label: 'tap "new bill" → the form interactive',
    prepare: async (page) => {
      await page.locator('a[href="/bills"]').first().click();
      await page.locator('a[href="/bills/new"]').first().waitFor();
    },
    target: (page) => page.locator('a[href="/bills/new"]').first(),
    // The new-bill page with its bill types loaded: choosing one lays out the rest of the form.
    ready: [
      { selector: '[id="single-spa-application:bills"] h1', text: '新建单据' },
      { selector: '[id="single-spa-application:bills"] select option:nth-child(2)' },
    ],
  },
  {
    id: 'approvalBacklog',
    label: `open the approval backlog (${BACKLOG_ITEMS} items) → first row visible`,
    setUp: longBacklog,
    prepare: async () => undefined,
    target: (page) => page.locator('a[href="/approval"]').first(),
    // A phone shows the backlog as cards in a list named like the table's caption.
    ready: [{ selector: '[id="single-spa-application:approval"] ul[aria-label="待我审批"] li' }],
  },
  {
    id: 'addFeeLine',
    label: 'add a fee line → totals shown',
    prepare: fillFeeLine,
    // Done in the line sheet: the sheet hands the line to the list, which sums it.
    target: (page) =>
      page.getByRole('dialog', { name: '新的费用' }).getByRole('button', { name: '确定' }),
    ready: [{ selector: '[data-testid="lines-total"]', text: `合计 ¥${FEE_LINE_AMOUNT}` }],
  },
];
