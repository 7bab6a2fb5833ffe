import { chromium, type Browser } from '@playwright/test';
import { createLabServer } from '../../../lab/createLabServer';
import { CHROMIUM_ARGS, findBrowser } from '../../e2e/findBrowser';
import { PHONE_CONTEXT } from '../phone/phoneProfile';
import {
  PHONE_INTERACTIONS,
  type InteractionEntry,
  type PhoneInteraction,
  type ReadyWhen,
} from './interactionList';

export interface InteractionResult {
  id: string;
  label: string;
  /** Tap → next paint showing the result, per run, in ms; empty when not measured. */
  samples: number[];
  /** Why there is no figure (pending feature, or the run failed). */
  notMeasured?: string;
}

export interface InteractionBench {
  cpuSlowdown: number;
  runs: number;
  results: InteractionResult[];
}

const CPU_SLOWDOWN = 4;
const READING_MS = 2000;

/**
 * Arms the page: the tap's time at pointerdown, the result's at the paint after `ready` holds.
 * A string: tsx would wrap named inner functions in a helper the page lacks.
 */
function armScript(ready: ReadyWhen[]): string {
  return `(() => {
  const conditions = ${JSON.stringify(ready)};
  const holds = () => conditions.every(({ selector, text }) =>
    [...document.querySelectorAll(selector)].some((el) => !text || (el.textContent || '').includes(text)));
  const timing = { tapAt: 0, shownAt: 0 };
  window.__tapTiming = timing;
  addEventListener('pointerdown', () => { timing.tapAt = performance.now(); }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (timing.tapAt === 0 || !holds()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { timing.shownAt = performance.now(); }));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})()`;
}

async function timeOnce(
  browser: Browser,
  labUrl: string,
  entry: PhoneInteraction,
): Promise<number> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await entry.setUp?.(page);
    await page.goto(`${labUrl}/__lab/hosts/web/open`);
    await page.locator('a[href="/bills"]').first().waitFor({ timeout: 30_000 });
    // A person reads the home before tapping: what start-up loads by priority meanwhile counts.
    await page.waitForTimeout(READING_MS);
    await entry.prepare(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(armScript(entry.ready));
    await entry.target(page).tap();
    const timing = await page.waitForFunction(
      () => {
        const { tapAt, shownAt } = (
          window as unknown as { __tapTiming: { tapAt: number; shownAt: number } }
        ).__tapTiming;
        return shownAt > 0 ? shownAt - tapAt : 0;
      },
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    return Math.round(((await timing.jsonValue()) as number) * 10) / 10;
  } finally {
    await context.close();
  }
}

/** Each interaction `runs` times at 4× CPU slowdown, a fresh signed-in phone context per run. */
export async function measureInteractions(
  distDir: string,
  runs = 5,
  entries: readonly InteractionEntry[] = PHONE_INTERACTIONS,
): Promise<InteractionBench> {
  const lab = await createLabServer({ port: 0, distDir });
  const browser = await chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const results: InteractionResult[] = [];
    for (const entry of entries) {
      if ('notYet' in entry) {
        results.push({ id: entry.id, label: entry.label, samples: [], notMeasured: entry.notYet });
        continue;
      }
      const samples: number[] = [];
      try {
        for (let run = 0; run < runs; run += 1)
          samples.push(await timeOnce(browser, lab.url, entry));
        results.push({ id: entry.id, label: entry.label, samples });
      } catch (error) {
        const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
        results.push({
          id: entry.id,
          label: entry.label,
          samples: [],
          notMeasured: `the run failed: ${why}`,
        });
      }
    }
    return { cpuSlowdown: CPU_SLOWDOWN, runs, results };
  } finally {
    await browser.close();
    await lab.close();
  }
}
