import type { AddressInfo } from 'node:net';
import express from 'express';
import { leaksInternals } from '../testing/leaksInternals';
import { errorEnvelopeHandler } from './errorEnvelopeHandler';

function appWithFailingRoutes() {
  const app = express();
  app.get('/throws', () => {
    throw new Error('a route bug at /srv/lab/routes.ts:10:5');
  });
  app.get('/rejects', async () => {
    await Promise.resolve();
    throw new TypeError('Cannot read properties of undefined');
  });
  app.get('/repeats', () => {
    throw new RangeError('the same failure again');
  });
  app.get('/fine', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/teapot', () => {
    throw Object.assign(new Error('short and stout'), { status: 418 });
  });
  app.use(errorEnvelopeHandler());
  return app;
}

describe('the lab error handler', () => {
  let base: string;
  let close: () => void;
  let logged: jest.SpyInstance;
  beforeAll(async () => {
    const server = appWithFailingRoutes().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());
  afterAll(() => close());

  it.each(['/throws', '/rejects'])(
    'answers a route that fails at %s with a 500 envelope that hides the details',
    async (address) => {
      const response = await fetch(`${base}${address}`);
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        error: { code: 'error:lab:internal', message: 'The lab failed to answer; see its log' },
      });
      expect(leaksInternals(text)).toBe(false);
    },
  );

  it('logs the same failure once, however often it repeats, and keeps serving', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await fetch(`${base}/repeats`);
    const fine = await fetch(`${base}/fine`);
    expect(fine.status).toBe(200);
    const lines = logged.mock.calls.filter(([line]) => String(line).includes('the same failure'));
    expect(lines).toHaveLength(1);
  });

  it('passes a deliberate 4xx through with its own message', async () => {
    const response = await fetch(`${base}/teapot`);
    expect(response.status).toBe(418);
    expect((await response.json()).error).toEqual({
      code: 'error:lab:http-418',
      message: 'short and stout',
    });
  });
});
