import { performance } from 'node:perf_hooks';
import { rawGet, startFaultTestApp } from './startFaultTestApp';
import type { FaultTestApp } from './startFaultTestApp';

// Timers may fire a hair before the client's clock says so; lower bounds allow for that only.
const TIMER_SLACK_MS = 5;

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the hang fault, seen from a real HTTP client', () => {
  let app: FaultTestApp;

  beforeEach(async () => {
    app = await startFaultTestApp();
  });

  afterEach(() => app.close());

  async function fault(definition: Record<string, unknown>): Promise<void> {
    const response = await app.addFault({ match: { path: '/api/bills' }, ...definition });
    expect(response.status).toBe(201);
  }

  async function timed<T>(work: () => Promise<T>): Promise<{ value: T; elapsed: number }> {
    const startedAt = performance.now();
    const value = await work();
    return { value, elapsed: performance.now() - startedAt };
  }

  it('hangs until the client gives up, and the server still closes cleanly', async () => {
    await fault({ fault: { type: 'hang' } });
    const { value: error, elapsed } = await timed(() =>
      fetch(`${app.baseUrl}/api/bills`, { signal: AbortSignal.timeout(150) }).then(
        () => undefined,
        (reason: unknown) => reason,
      ),
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
    expect(elapsed).toBeGreaterThanOrEqual(150 - TIMER_SLACK_MS);
    // A plain close(), without closeAllConnections(): the hang must not keep the server open.
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
    // The server counts the connection gone a few ticks before the response hears of it.
    await until(() => app.lab.store.hung.size === 0);
  });

  it('lets shutdown end a hang whose client never gives up', async () => {
    await fault({ fault: { type: 'hang' } });
    const pending = rawGet(`${app.baseUrl}/api/bills`);
    await until(() => app.lab.store.hung.size === 1);
    app.lab.releaseHangs();
    const result = await pending;
    expect(result.status).toBeUndefined();
    expect(result.error).toBeDefined();
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
  });
});
