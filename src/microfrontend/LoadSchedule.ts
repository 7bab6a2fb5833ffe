/** When priority 2 and 3 loads may begin; injected so tests need no real timers. */
export interface LoadSchedule {
  /** Runs `run` once the browser is idle. */
  idle(run: () => void): void;
  /** Runs `run` after `ms` milliseconds. */
  delay(run: () => void, ms: number): void;
}

export type ScheduleWindow = Pick<Window, 'setTimeout'> & {
  requestIdleCallback?: Window['requestIdleCallback'];
};

/** An idle load still starts within this time on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * The browser's schedule: `requestIdleCallback` where it exists (with a timeout so a busy page
 * cannot starve idle loads), a zero-delay timer elsewhere (older Safari has none).
 */
export function createBrowserSchedule(win: ScheduleWindow = window): LoadSchedule {
  return {
    idle(run) {
      if (typeof win.requestIdleCallback === 'function') {
        win.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        win.setTimeout(run, 0);
      }
    },
    delay(run, ms) {
      win.setTimeout(run, ms);
    },
  };
}
