import type { Browser } from '@playwright/test';
import type { ListResponse } from '../../mocks-server/data/types';
import type { JournalEntry } from '../../mocks-server/journal/RequestJournal';
import {
  criticalPath,
  repeatedRequests,
  requestKey,
  type CriticalPath,
  type RepeatedRequest,
} from './criticalPath';

export interface RequestView {
  path: CriticalPath;
  /** Every request of the run (also after the home screen) made more than once. */
  repeated: RepeatedRequest[];
}

export interface ColdStartRun {
  host: string;
  /** Request for the app document (after any redirects) → signed-in home, in ms. */
  coldStartMs: number;
  /** Navigation to the lab open address → signed-in home, redirects included, in ms. */
  totalMs: number;
  /** The mock backend calls of this run's lab session. */
  journal: RequestView & { beforeDocument: string[] };
  /** Everything the page fetched (scripts, config, fake host SDK calls), from Resource Timing. */
  browser: RequestView;
}

interface PageTimings {
  readyAt: number;
  /** Wall-clock ms at the page's performance.now() zero, comparable with journal stamps. */
  wallClockZero: number;
  document: { url: string; start: number; end: number };
  resources: { url: string; start: number; end: number }[];
}

// Strings, not functions: tsx would wrap named inner functions in a helper the page lacks.
// Records the moment sign-in and the module nav are both there, whichever event completes them.
const READY_PROBE = `(() => {
  const check = () => {
    if (window.__coldStartReadyAt !== undefined) return true;
    let signedIn = false;
    try { signedIn = window.__expenseLab?.session().status === 'signed-in'; } catch { signedIn = false; }
    if (!signedIn || document.querySelector('nav[aria-label] a') === null) return false;
    window.__coldStartReadyAt = performance.now();
    return true;
  };
  window.__coldStartCheck = check;
  new MutationObserver((_records, observer) => { if (check()) observer.disconnect(); })
    .observe(document, { childList: true, subtree: true });
})()`;

const READ_TIMINGS = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    readyAt: window.__coldStartReadyAt,
    wallClockZero: Date.now() - performance.now(),
    document: { url: nav.name, start: nav.fetchStart, end: nav.responseEnd },
    resources: performance.getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
  };
})()`;

// The browser asks for it by itself and nothing waits for it.
const NOT_THE_APPS = new Set(['/favicon.ico']);
const SETTLE_MS = 300;

/** One cold start in a fresh context (empty cache and cookies) with the CPU slowed `throttling` times. */
export async function measureColdStartOnce(
  browser: Browser,
  labUrl: string,
  host: string,
  throttling: number,
): Promise<ColdStartRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(READY_PROBE);
    // The session belongs to the page target, so the rate survives the redirects to the app.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
    await page.goto(`${labUrl}/__lab/hosts/${host}/open`, { waitUntil: 'commit' });
    // A function, not a string: the lab's CSP forbids eval, which a string predicate needs.
    await page.waitForFunction(
      () => (window as { __coldStartCheck?: () => boolean }).__coldStartCheck?.() === true,
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    // Calls the home screen makes right after it shows count for repeats too.
    await page.waitForTimeout(SETTLE_MS);
    const timings = await page.evaluate<PageTimings>(READ_TIMINGS);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'lab-session');
    if (!session) throw new Error(`Opening ${host} set no lab-session cookie`);
    const journal = await fetchJournal(labUrl, session.value);
    return {
      host,
      coldStartMs: round(timings.readyAt - timings.document.start),
      totalMs: round(timings.readyAt),
      journal: journalView(journal, timings),
      browser: browserView(timings),
    };
  } finally {
    await context.close();
  }
}

async function fetchJournal(labUrl: string, session: string): Promise<JournalEntry[]> {
  const response = await fetch(`${labUrl}/__lab/requests?session=${encodeURIComponent(session)}`);
  if (!response.ok) throw new Error(`Journal answered ${response.status}`);
  return ((await response.json()) as ListResponse<JournalEntry>).items;
}

function journalView(entries: JournalEntry[], timings: PageTimings): ColdStartRun['journal'] {
  // Journal stamps are whole ms of the server clock: allow 1 ms either way.
  const documentStart = timings.wallClockZero + timings.document.start - 1;
  const readyAt = timings.wallClockZero + timings.readyAt + 1;
  const label = (entry: JournalEntry) => `${entry.method} ${entry.path}`;
  const app = entries.filter((entry) => entry.timestamp >= documentStart);
  const beforeHome = app
    .filter((entry) => entry.timestamp <= readyAt)
    .map((entry) => ({
      label: label(entry),
      start: entry.timestamp,
      end: entry.timestamp + entry.durationMs,
    }));
  return {
    beforeDocument: entries.filter((entry) => entry.timestamp < documentStart).map(label),
    path: criticalPath(beforeHome, 1),
    repeated: repeatedRequests(
      app.map((e) => requestKey(e.method, e.path, e.query, e.body?.preview)),
    ),
  };
}

function browserView(timings: PageTimings): RequestView {
  const all = [timings.document, ...timings.resources].map((entry) => {
    const url = new URL(entry.url);
    return { ...entry, path: url.pathname, key: `${url.pathname}${url.search}` };
  });
  const beforeHome = all
    .filter((entry) => entry.start <= timings.readyAt && !NOT_THE_APPS.has(entry.path))
    .map((entry) => ({ label: entry.path, start: entry.start, end: entry.end }));
  return {
    path: criticalPath(beforeHome),
    repeated: repeatedRequests(all.map((entry) => entry.key)),
  };
}

const round = (ms: number) => Math.round(ms);
