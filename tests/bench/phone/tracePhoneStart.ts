import type { Browser } from '@playwright/test';
import { applyPhoneProfile, PHONE_CONTEXT } from './phoneProfile';
import { summarizeVitals, type StartVitals } from './summarizeVitals';
import { READ_VITALS, vitalsProbe, type HomeMarker, type RawVitals } from './vitalsProbe';

export interface ScriptCost {
  path: string;
  /** Compile and top-level evaluation on the main thread, as Chromium's trace reports them. */
  evalMs: number;
}

export interface PhoneTrace {
  host: string;
  vitals: StartVitals;
  /** Main-thread time in tasks from the app document's request to usable. */
  mainThreadMs: number;
  scripts: ScriptCost[];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}

const CATEGORIES = ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'];

/** Per script URL: EvaluateScript and v8.compile time (µs → ms), from a Chromium trace. */
export function scriptCosts(events: readonly TraceEvent[]): ScriptCost[] {
  const byPath = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'EvaluateScript' && event.name !== 'v8.compile') continue;
    const url = event.args?.data?.url;
    if (!url || !url.startsWith('http') || event.dur === undefined) continue;
    const path = new URL(url).pathname;
    byPath.set(path, (byPath.get(path) ?? 0) + event.dur / 1000);
  }
  return [...byPath]
    .map(([path, ms]) => ({ path, evalMs: Math.round(ms) }))
    .sort((a, b) => b.evalMs - a.evalMs);
}

/**
 * One traced cold start on the phone profile, kept out of the medians (tracing slows the page):
 * where the time goes — the network timeline, script evaluation per bundle, main-thread time.
 */
export async function tracePhoneStart(
  browser: Browser,
  labUrl: string,
  host: string,
  marker: HomeMarker,
): Promise<PhoneTrace> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(vitalsProbe(marker));
    await applyPhoneProfile(await context.newCDPSession(page));
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${labUrl}/__lab/hosts/${host}/open`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as { __phoneReady?: () => boolean }).__phoneReady?.() === true,
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    const vitals = summarizeVitals(await page.evaluate<RawVitals>(READ_VITALS));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    return {
      host,
      vitals,
      mainThreadMs: mainThreadMs(trace.traceEvents),
      scripts: scriptCosts(trace.traceEvents),
    };
  } finally {
    await context.close();
  }
}

/** Time in top-level tasks on the renderers' main threads over the whole trace. */
export function mainThreadMs(events: readonly TraceEvent[]): number {
  const main = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = events
    .filter((event) => event.name === 'RunTask' && main.has(`${event.pid}:${event.tid}`))
    .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return Math.round(busy / 1000);
}
