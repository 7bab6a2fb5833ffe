import { TIMER_SLACK_MS, useFaultTestApp } from './useFaultTestApp';
import { rawGet } from './startFaultTestApp';

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the hang fault, seen from a real HTTP client', () => {
  const harness = useFaultTestApp();
  const { fault, timed } = harness;

  it('hangs until the client gives up, and the server still closes cleanly', async () => {
    await fault({ fault: { type: 'hang' } });
    const { value: error, elapsed } = await timed(() =>
      fetch(`${harness.app.baseUrl}/api/bills`, { signal: AbortSignal.timeout(150) }).then(
        () => undefined,
        (reason: unknown) => reason,
      ),
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
    expect(elapsed).toBeGreaterThanOrEqual(150 - TIMER_SLACK_MS);
    // A plain close(), without closeAllConnections(): the hang must not keep the server open.
    await new Promise<void>((resolve) => harness.app.server.close(() => resolve()));
    // The server counts the connection gone a few ticks before the response hears of it.
    await until(() => harness.app.lab.store.hung.size === 0);
  });

  it('lets shutdown end a hang whose client never gives up', async () => {
    await fault({ fault: { type: 'hang' } });
    const pending = rawGet(`${harness.app.baseUrl}/api/bills`);
    await until(() => harness.app.lab.store.hung.size === 1);
    harness.app.lab.releaseHangs();
    const result = await pending;
    expect(result.status).toBeUndefined();
    expect(result.error).toBeDefined();
    await new Promise<void>((resolve) => harness.app.server.close(() => resolve()));
  });
});
