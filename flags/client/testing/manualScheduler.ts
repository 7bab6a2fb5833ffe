import type { Scheduler } from '../FlagStoreOptions';

/** A Scheduler whose clock moves only when the test advances it. */
export function manualScheduler() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; ms: number; run: () => void }>();
  const scheduler: Scheduler = {
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, ms, run });
      return id;
    },
    clearTimeout: (handle) => {
      if (typeof handle === 'number') timers.delete(handle);
    },
  };
  return {
    scheduler,
    /** Delays of the timers still pending, in the order they were set. */
    pendingDelays: () => [...timers.values()].map((timer) => timer.ms),
    advance(ms: number): void {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };
}
