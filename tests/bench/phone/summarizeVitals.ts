import type { RawVitals } from './vitalsProbe';

export interface StartVitals {
  /** App document request → home usable, in ms. */
  usableMs: number;
  /** Largest contentful paint, from the same start; null when Chromium reported none. */
  lcpMs: number | null;
  cls: number;
  /** Total blocking time: long tasks' time over 50 ms, between first paint and home usable. */
  tbtMs: number;
  /**
   * Bytes on the wire (headers included, 0 from cache) of every request that finished before
   * usable; what starts just before and ends after (priority-1 preloads) did not hold it up.
   */
  bytes: number;
  requests: number;
  /** Scripts finished before usable: path and bytes on the wire. */
  scripts: { path: string; bytes: number }[];
  /** Every request finished before usable, in ms from the app document's request. */
  timeline: { path: string; startMs: number; endMs: number; bytes: number }[];
}

const SESSION_GAP_MS = 1000;
const SESSION_MAX_MS = 5000;

/** CLS as Core Web Vitals defines it: the largest burst of shifts (1 s gaps, at most 5 s long). */
export function cumulativeLayoutShift(shifts: readonly { at: number; value: number }[]): number {
  let largest = 0;
  let current = 0;
  let first = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.at - b.at)) {
    if (shift.at - last > SESSION_GAP_MS || shift.at - first > SESSION_MAX_MS) {
      current = 0;
      first = shift.at;
    }
    current += shift.value;
    last = shift.at;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** The part of each long task beyond 50 ms, for tasks that end after `from` and start before `to`. */
export function totalBlockingTime(
  tasks: readonly { at: number; ms: number }[],
  from: number,
  to: number,
): number {
  return tasks
    .filter((task) => task.at + task.ms > from && task.at < to)
    .reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
}

/** One page's probe readings as figures measured from the app document's request. */
export function summarizeVitals(raw: RawVitals): StartVitals {
  if (raw.readyAt === null) throw new Error('The home never became usable');
  const start = raw.document.start;
  const readyAt = raw.readyAt;
  const before = raw.resources.filter((entry) => entry.end <= readyAt);
  const lcp = raw.lcp.filter((at) => at <= readyAt + SESSION_GAP_MS).at(-1);
  return {
    usableMs: Math.round(readyAt - start),
    lcpMs: lcp === undefined ? null : Math.round(lcp - start),
    cls: Math.round(cumulativeLayoutShift(raw.shifts) * 1000) / 1000,
    tbtMs: Math.round(totalBlockingTime(raw.longTasks, raw.fcp ?? start, readyAt)),
    bytes: before.reduce((sum, entry) => sum + entry.transferSize, 0),
    requests: before.length,
    scripts: before
      .map((entry) => ({ path: new URL(entry.url).pathname, bytes: entry.transferSize }))
      .filter((entry) => entry.path.endsWith('.js')),
    timeline: before.map((entry) => ({
      path: new URL(entry.url).pathname,
      startMs: Math.round(entry.start - start),
      endMs: Math.round(entry.end - start),
      bytes: entry.transferSize,
    })),
  };
}
