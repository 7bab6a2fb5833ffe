import type { Clock } from '@shell/auth';

interface Timer {
  id: number;
  at: number;
  run: () => void;
  every?: number;
}

/** A clock whose time moves only when a test says so. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
  /** Jumps to the next pending timer and runs it; false when none is pending. */
  runNext(): boolean;
  pendingCount(): number;
}

export function createFakeClock(start = 0): FakeClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const add = (run: () => void, ms: number, every?: number): number => {
    const id = nextId++;
    timers.set(id, { id, at: now + Math.max(0, ms), run, every });
    return id;
  };
  const due = (limit: number): Timer | undefined =>
    [...timers.values()]
      .filter((timer) => timer.at <= limit)
      .sort((a, b) => a.at - b.at || a.id - b.id)[0];
  const fire = (timer: Timer): void => {
    now = Math.max(now, timer.at);
    if (timer.every === undefined) timers.delete(timer.id);
    else timer.at += Math.max(1, timer.every);
    timer.run();
  };
  return {
    now: () => now,
    setTimeout: (run, ms) => add(run, ms),
    clearTimeout: (handle) => void timers.delete(handle as number),
    setInterval: (run, ms) => add(run, ms, ms),
    clearInterval: (handle) => void timers.delete(handle as number),
    advance(ms) {
      const limit = now + ms;
      for (let timer = due(limit); timer; timer = due(limit)) fire(timer);
      now = limit;
    },
    runNext() {
      const timer = due(Number.POSITIVE_INFINITY);
      if (!timer) return false;
      fire(timer);
      return true;
    },
    pendingCount: () => timers.size,
  };
}

export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/**
 * Awaits `work`, running the fake clock's timers whenever it is stuck, so a test of a host that
 * never answers reaches the timeout without real waiting. Throws if it can never settle.
 */
export async function settleWithClock<T>(work: Promise<T>, clock: FakeClock): Promise<T> {
  let settled = false;
  work.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let step = 0; step < 100 && !settled; step++) {
    await flushMicrotasks();
    if (!settled && !clock.runNext()) await flushMicrotasks();
  }
  if (!settled) throw new Error('the work never settled, even with every timer run');
  return work;
}
