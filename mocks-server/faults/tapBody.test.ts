import { TIMER_SLACK_MS, useFaultTestApp } from './useFaultTestApp';
import { BILLS_TEXT, rawGet } from './startFaultTestApp';

describe('body faults on the real route, seen from a real HTTP client', () => {
  const harness = useFaultTestApp();
  const { fault, timed } = harness;

  it('cuts the real body after N bytes and drops the connection', async () => {
    await fault({ fault: { type: 'truncate', afterBytes: 10 } });
    const result = await rawGet(`${harness.app.baseUrl}/api/bills`);
    expect(result.status).toBe(200);
    expect(result.body).toBe(BILLS_TEXT.slice(0, 10));
    expect(result.error).toBeDefined();
    const response = await fetch(`${harness.app.baseUrl}/api/bills`);
    await expect(response.text()).rejects.toThrow();
  });

  it('delivers a body shorter than the truncate limit whole', async () => {
    await fault({ fault: { type: 'truncate', afterBytes: 10_000 } });
    const result = await rawGet(`${harness.app.baseUrl}/api/bills`);
    expect(result.error).toBeUndefined();
    expect(result.body).toBe(BILLS_TEXT);
  });

  it('dribbles the full body in several slow chunks', async () => {
    const bytesPerChunk = 40;
    const intervalMs = 30;
    await fault({ fault: { type: 'dribble', bytesPerChunk, intervalMs } });
    const { value: result, elapsed } = await timed(() =>
      rawGet(`${harness.app.baseUrl}/api/bills`),
    );
    const pieces = Math.ceil(Buffer.byteLength(BILLS_TEXT) / bytesPerChunk);
    expect(result.error).toBeUndefined();
    expect(result.body).toBe(BILLS_TEXT);
    expect(result.chunks.length).toBeGreaterThanOrEqual(3);
    expect(elapsed).toBeGreaterThanOrEqual((pieces - 1) * intervalMs - TIMER_SLACK_MS);
  });
});
