import type { Clock } from '@shell/auth';

interface Timer {
  id: number;
  at: number;
  run: () => void;
  every?: number;
}

/** A Clock whose time moves only when a test says so; timers fire in time order. */
export interface FakeClock extends Clock {
  /** Moves time forward, firing every timer that falls due on the way. */
  advance(ms: number): void;
  /** Jumps to the next pending timer and runs it; false when none is pending. */
  runNext(): boolean;
  /** How many timers (one-shot or repeating) are still scheduled. */
  pendingTimers(): number;
}

export function createFakeClock(start = 1_700_000_000_000): FakeClock {
  let time = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  const schedule = (run: () => void, ms: number, every?: number) => {
    const id = nextId++;
    timers.set(id, { id, at: time + Math.max(0, ms), run, every });
    return id;
  };
  const clear = (handle: unknown) => {
    if (typeof handle === 'number') timers.delete(handle);
  };
  const nextDue = (until: number): Timer | undefined => {
    let due: Timer | undefined;
    for (const timer of timers.values()) {
      if (
        timer.at <= until &&
        (!due || timer.at < due.at || (timer.at === due.at && timer.id < due.id))
      )
        due = timer;
    }
    return due;
  };

  const fire = (timer: Timer) => {
    time = Math.max(time, timer.at);
    if (timer.every === undefined) timers.delete(timer.id);
    else timer.at += timer.every;
    timer.run();
  };

  return {
    now: () => time,
    setTimeout: (run, ms) => schedule(run, ms),
    clearTimeout: clear,
    setInterval: (run, ms) => schedule(run, ms, Math.max(1, ms)),
    clearInterval: clear,
    advance(ms) {
      const until = time + ms;
      for (let timer = nextDue(until); timer; timer = nextDue(until)) fire(timer);
      time = until;
    },
    runNext() {
      const timer = nextDue(Number.POSITIVE_INFINITY);
      if (timer) fire(timer);
      return timer !== undefined;
    },
    pendingTimers: () => timers.size,
  };
}

/** Lets promise callbacks queued by a timer or a fake answer run before the test looks. */
export async function flushPromises(rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}
