import { createFakeClock as createAuthFakeClock, type FakeClock } from '@shell/testing';

export type { FakeClock };

/** The sign-in tests' fake clock, starting at 0 so a host's timeouts read as plain durations. */
export function createFakeClock(start = 0): FakeClock {
  return createAuthFakeClock(start);
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
