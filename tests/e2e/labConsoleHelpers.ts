import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { collectConsoleProblems } from './collectConsoleProblems';

export const LAB_CONSOLE = '/__lab/console';
export const FRAME = '#lab-app-frame';

/** More presses than any picker has options or a page has stops: a loop that never arrives fails. */
const MAX_PRESSES = 120;

export interface LabTenant {
  corporationId: string;
  name: string;
  parentId: string | null;
}

/** The first seeded subsidiary (a tenant with a parent), from the lab admin API. */
export async function firstSubsidiary(request: APIRequestContext): Promise<LabTenant> {
  const body = (await (await request.get('/__lab/tenants')).json()) as { items: LabTenant[] };
  const tenant = body.items.find((item) => item.parentId !== null);
  if (!tenant) throw new Error('The lab seed has no subsidiary');
  return tenant;
}

/** The group itself: the one tenant that keeps attachments on the server (tenantStorage.ts). */
export async function groupTenant(request: APIRequestContext): Promise<LabTenant> {
  const body = (await (await request.get('/__lab/tenants')).json()) as { items: LabTenant[] };
  const tenant = body.items.find((item) => item.parentId === null);
  if (!tenant) throw new Error('The lab seed has no group tenant');
  return tenant;
}

/**
 * Opens the console (English unless asked), waits for the filled pickers; collects script
 * errors and CSP reports.
 */
export async function openLabConsole(
  page: Page,
  lang: 'en-US' | 'zh-CN' = 'en-US',
): Promise<string[]> {
  const problems = collectConsoleProblems(page);
  await page.goto(`${LAB_CONSOLE}?lang=${lang}`);
  const ready = lang === 'en-US' ? /^Ready: \d+ hosts?, \d+ tenants?, / : /^就绪：/;
  await expect(page.getByRole('status')).toHaveText(ready);
  return problems;
}

/** True when `element` has the page's focus, also inside the console's frame. */
function hasFocus(element: Element): boolean {
  const doc = element.ownerDocument;
  if (doc.activeElement !== element) return false;
  const frame = doc.defaultView?.frameElement;
  return !frame || frame.ownerDocument.activeElement === frame;
}

/**
 * Whether `target` has focus. The console reopens the app in its frame (e.g. when a recording
 * starts), and a read during that navigation loses its page: it is read again once the target
 * is back in the new page.
 */
async function isFocused(target: Locator, reads = 5): Promise<boolean> {
  try {
    return await target.evaluate(hasFocus);
  } catch (error) {
    if (reads <= 1 || !String(error).includes('Execution context was destroyed')) throw error;
    await target.waitFor();
    return isFocused(target, reads - 1);
  }
}

/** Presses Tab (or `key`) until `target` has focus, as a person moving through the page would. */
export async function tabTo(page: Page, target: Locator, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** In a focused select, presses ArrowDown until the wanted option is the chosen one. */
export async function arrowToValue(page: Page, select: Locator, value: string): Promise<void> {
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    if ((await select.inputValue()) === value) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never chose ${value} in ${select.toString()}`);
}

/** In a focused radio group, presses ArrowDown until `radio` is the checked one. */
export async function arrowToRadio(page: Page, radio: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    if (await radio.isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never checked ${radio.toString()}`);
}

export const pickers = (page: Page) => ({
  host: page.getByRole('combobox', { name: 'Host', exact: true }),
  tenant: page.getByRole('combobox', { name: 'Tenant', exact: true }),
  user: page.getByRole('combobox', { name: 'User', exact: true }),
  scenario: page.getByRole('combobox', { name: 'Scenario', exact: true }),
  open: page.getByRole('button', { name: 'Open', exact: true }),
});

/**
 * Tabs from the top of the console to the pickers and chooses `host`, the tenant, its second
 * user, no scenario, normal mode and the phone frame, checking focus at every step; leaves focus
 * on Open. Returns the chosen user's name.
 */
export async function pickByKeyboard(
  page: Page,
  host: string,
  corp: string,
  scenario = 'none',
): Promise<string> {
  const pick = pickers(page);
  await tabTo(page, pick.host);
  await arrowToValue(page, pick.host, host);
  await page.keyboard.press('Tab');
  await expect(pick.tenant).toBeFocused();
  await arrowToValue(page, pick.tenant, corp);
  await page.keyboard.press('Tab');
  await expect(pick.user).toBeFocused();
  // A person waits to see the tenant's people before choosing one of them.
  await expect(pick.user).toHaveValue(new RegExp(`^${corp}:`));
  const firstUser = await pick.user.inputValue();
  await page.keyboard.press('ArrowDown');
  expect(await pick.user.inputValue()).not.toBe(firstUser);
  const userName = (await pick.user.locator('option:checked').innerText()).split(' (')[0];
  await page.keyboard.press('Tab');
  await expect(pick.scenario).toBeFocused();
  await arrowToValue(page, pick.scenario, scenario);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Normal' })).toBeFocused();
  await page.keyboard.press('Tab');
  const phone = page.getByRole('radio', { name: 'Phone (390 × 844)' });
  await expect(phone).toBeFocused();
  await arrowToRadio(page, phone);
  await page.keyboard.press('Tab');
  await expect(pick.open).toBeFocused();
  return userName;
}

export interface ConsoleChoice {
  host: string;
  corporationId: string;
  scenario?: string;
  /** The label of a host mode radio: 'Normal', 'Not in the host', 'Host SDK hangs'. */
  mode?: string;
}

/** Chooses with the mouse-free form API (no keyboard claims here) and presses Open. */
export async function openAppFromConsole(page: Page, choice: ConsoleChoice): Promise<void> {
  const pick = pickers(page);
  await pick.host.selectOption(choice.host);
  await pick.tenant.selectOption(choice.corporationId);
  // The user list follows the tenant; Open before it arrives would sign in the wrong person.
  await expect(pick.user).toHaveValue(new RegExp(`^${choice.corporationId}:`));
  await pick.scenario.selectOption(choice.scenario ?? 'none');
  await page.getByRole('radio', { name: choice.mode ?? 'Normal', exact: true }).check();
  await pick.open.click();
}

type MarkedWindow = Window & { labConsoleMark?: boolean };

/** Marks the frame's window: the mark survives only as long as the app is not reloaded. */
export async function markFrameWindow(page: Page): Promise<void> {
  await page.locator(FRAME).evaluate((frame: HTMLIFrameElement) => {
    const win = frame.contentWindow as MarkedWindow | null;
    if (win) win.labConsoleMark = true;
  });
}

export async function frameWindowIsMarked(page: Page): Promise<boolean> {
  return page
    .locator(FRAME)
    .evaluate((frame: HTMLIFrameElement) =>
      Boolean((frame.contentWindow as MarkedWindow | null)?.labConsoleMark),
    );
}

/** Shows a panel by its tab (Journal, Micro-apps, Faults, Scenarios, Flags…), as a person would. */
export async function showPanel(page: Page, tab: string): Promise<void> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** A live panel's table row whose row header is exactly `name`. */
export function panelRow(page: Page, table: string, name: string): Locator {
  return page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}
