import { performance } from 'node:perf_hooks';
import { startFaultTestApp, type FaultTestApp } from './startFaultTestApp';

/** Timers may fire a hair before the client's clock says so; lower bounds allow for that only. */
export const TIMER_SLACK_MS = 5;

export interface FaultTestHarness {
  /** A fresh app per test. */
  readonly app: FaultTestApp;
  /** Adds a fault on /api/bills (overridable through `match`) and checks the admin API took it. */
  fault(definition: Record<string, unknown>): Promise<void>;
  timed<T>(work: () => Promise<T>): Promise<{ value: T; elapsed: number }>;
}

/** Registers the per-test start and close hooks that every fault test file needs. */
export function useFaultTestApp(): FaultTestHarness {
  let current: FaultTestApp | undefined;
  beforeEach(async () => {
    current = await startFaultTestApp();
  });
  afterEach(() => current?.close());
  const harness: FaultTestHarness = {
    get app() {
      if (!current) throw new Error('useFaultTestApp: the app exists only inside a test');
      return current;
    },
    async fault(definition) {
      const response = await harness.app.addFault({ match: { path: '/api/bills' }, ...definition });
      expect(response.status).toBe(201);
    },
    async timed(work) {
      const startedAt = performance.now();
      const value = await work();
      return { value, elapsed: performance.now() - startedAt };
    },
  };
  return harness;
}
