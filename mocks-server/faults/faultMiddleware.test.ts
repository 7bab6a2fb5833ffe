import { TIMER_SLACK_MS, useFaultTestApp } from './useFaultTestApp';
import { BILLS, BILLS_TEXT, rawGet } from './startFaultTestApp';

describe('the fault middleware, seen from a real HTTP client', () => {
  const harness = useFaultTestApp();
  const { fault, timed } = harness;

  it('passes requests through untouched when no fault matches', async () => {
    await fault({ match: { path: '/api/other' }, fault: { type: 'reset' } });
    const response = await fetch(`${harness.app.baseUrl}/api/bills`);
    expect(await response.json()).toEqual(BILLS);
  });

  it.each([
    [{ kind: 'fixed', ms: 120 }, 120],
    [{ kind: 'uniform', minMs: 80, maxMs: 100 }, 80],
    [{ kind: 'jitter', ms: 100, jitterMs: 20 }, 80],
  ])(
    'delays by at least the latency lower bound, then lets the route answer (%o)',
    async (latency, lowerBound) => {
      await fault({ fault: { type: 'latency', ...latency } });
      const { value, elapsed } = await timed(async () =>
        (await fetch(`${harness.app.baseUrl}/api/bills`)).json(),
      );
      expect(value).toEqual(BILLS);
      expect(elapsed).toBeGreaterThanOrEqual(lowerBound - TIMER_SLACK_MS);
    },
  );

  it('answers with the given status, body and headers', async () => {
    await fault({
      fault: {
        type: 'status',
        status: 429,
        body: { retry: true },
        headers: { 'Retry-After': '3' },
      },
    });
    const response = await fetch(`${harness.app.baseUrl}/api/bills`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toEqual({ retry: true });
  });

  it('answers an error status without a body in the lab error envelope', async () => {
    await fault({ id: 'down', fault: { type: 'status', status: 503 } });
    const response = await fetch(`${harness.app.baseUrl}/api/bills/7`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'error:lab:fault', message: 'Injected status 503 (fault down)' },
    });
  });

  it('resets the connection so the client sees ECONNRESET', async () => {
    await fault({ fault: { type: 'reset' } });
    const result = await rawGet(`${harness.app.baseUrl}/api/bills`);
    expect(result.status).toBeUndefined();
    expect(result.error?.code).toBe('ECONNRESET');
    await expect(fetch(`${harness.app.baseUrl}/api/bills`)).rejects.toThrow('fetch failed');
  });

  it('answers 200 with an empty body', async () => {
    await fault({ fault: { type: 'empty' } });
    const response = await fetch(`${harness.app.baseUrl}/api/bills`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers 200 JSON that no JSON parser accepts', async () => {
    await fault({ fault: { type: 'malformed-json' } });
    const response = await fetch(`${harness.app.baseUrl}/api/bills`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('matches on method and on a /regex/ path', async () => {
    await fault({
      match: { method: 'post', path: '/^\\/api\\/bills\\/\\d+$/' },
      fault: { type: 'empty' },
    });
    expect(await (await fetch(`${harness.app.baseUrl}/api/bills/7`)).text()).toBe(BILLS_TEXT);
    expect(
      await (await fetch(`${harness.app.baseUrl}/api/bills/7`, { method: 'POST' })).text(),
    ).toBe('');
    const other = await fetch(`${harness.app.baseUrl}/api/bills/x`, { method: 'POST' });
    expect(await other.text()).toBe(BILLS_TEXT);
  });

  it('matches a prefix on whole path segments only', async () => {
    await fault({ fault: { type: 'empty' } });
    expect(await (await fetch(`${harness.app.baseUrl}/api/bills/7`)).text()).toBe('');
    expect(await (await fetch(`${harness.app.baseUrl}/api/billsX`)).text()).toBe(BILLS_TEXT);
  });
});
