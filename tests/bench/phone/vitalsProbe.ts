/**
 * Marks the home usable and collects LCP, layout shifts and long tasks from the first script on.
 * Strings, not functions: tsx would wrap named inner functions in a helper the page lacks.
 */

/** The home's to-do block once loaded (the home issue's contract); else the signed-in frame. */
export const HOME_TODOS = '[data-testid="home-todos"]';

export type HomeMarker = 'home-todos' | 'signed-in';

export function vitalsProbe(marker: HomeMarker): string {
  const ready =
    marker === 'home-todos'
      ? `document.querySelector('${HOME_TODOS}') !== null`
      : `signedIn() && document.querySelector('nav[aria-label] a') !== null`;
  return `(() => {
  const vitals = { lcp: [], shifts: [], longTasks: [], fcp: null, readyAt: null };
  window.__phoneVitals = vitals;
  const signedIn = () => {
    try { return window.__expenseLab?.session().status === 'signed-in'; } catch { return false; }
  };
  const check = () => {
    if (vitals.readyAt !== null) return true;
    if (!(${ready})) return false;
    vitals.readyAt = performance.now();
    return true;
  };
  window.__phoneReady = check;
  new MutationObserver((_records, observer) => { if (check()) observer.disconnect(); })
    .observe(document, { childList: true, subtree: true });
  const watch = (type, take) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true }); } catch {}
  };
  watch('largest-contentful-paint', (e) => vitals.lcp.push(e.startTime));
  watch('layout-shift', (e) => { if (!e.hadRecentInput) vitals.shifts.push({ at: e.startTime, value: e.value }); });
  watch('longtask', (e) => vitals.longTasks.push({ at: e.startTime, ms: e.duration }));
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') vitals.fcp = e.startTime; });
})()`;
}

export interface RawVitals {
  lcp: number[];
  shifts: { at: number; value: number }[];
  longTasks: { at: number; ms: number }[];
  fcp: number | null;
  readyAt: number | null;
  document: { start: number };
  resources: { url: string; start: number; end: number; transferSize: number; type: string }[];
}

export const READ_VITALS = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const entry = (e) => ({ url: e.name, start: e.startTime, end: e.responseEnd, transferSize: e.transferSize, type: e.initiatorType });
  return {
    ...window.__phoneVitals,
    document: { start: nav.fetchStart },
    resources: [{ ...entry(nav), start: nav.fetchStart }, ...performance.getEntriesByType('resource').map(entry)],
  };
})()`;
