import type { Browser, Page } from '@playwright/test';
import { applyPhoneProfile, PHONE_CONTEXT } from './phoneProfile';
import { summarizeVitals, type StartVitals } from './summarizeVitals';
import { READ_VITALS, vitalsProbe, type HomeMarker, type RawVitals } from './vitalsProbe';

export interface PhoneStartRun {
  host: string;
  /** Empty cache, fresh context. */
  cold: StartVitals;
  /** The same context opened again: the HTTP cache is warm, the lab session new. */
  warm: StartVitals;
}

/** After usable: late layout shifts and the LCP candidate still count. */
const SETTLE_MS = 1000;
const TIMEOUT_MS = 60_000;

async function openAndRead(page: Page, url: string): Promise<StartVitals> {
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  // A function, not a string: the lab's CSP forbids eval, which a string predicate needs.
  await page.waitForFunction(
    () => (window as { __phoneReady?: () => boolean }).__phoneReady?.() === true,
    undefined,
    { timeout: TIMEOUT_MS, polling: 'raf' },
  );
  await page.waitForTimeout(SETTLE_MS);
  return summarizeVitals(await page.evaluate<RawVitals>(READ_VITALS));
}

/** One cold start on the phone profile, then the warm second visit in the same context. */
export async function measurePhoneStartOnce(
  browser: Browser,
  labUrl: string,
  host: string,
  marker: HomeMarker,
  network = true,
): Promise<PhoneStartRun> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(vitalsProbe(marker));
    await applyPhoneProfile(await context.newCDPSession(page), network);
    const url = `${labUrl}/__lab/hosts/${host}/open`;
    const cold = await openAndRead(page, url);
    const warm = await openAndRead(page, url);
    return { host, cold, warm };
  } finally {
    await context.close();
  }
}
