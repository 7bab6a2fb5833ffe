import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { flagsConsoleRouter } from './flagsConsolePage';
import { LAB_CONSOLE_PATH, labConsoleRouter } from './labConsolePage';

describe('the lab console router', () => {
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    const app = express();
    app.use(labConsoleRouter());
    app.use(flagsConsoleRouter());
    app.get('/__lab/tenants', (_req, res) => res.json({ items: [], count: 0 }));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('serves the console as HTML that is never cached', async () => {
    const response = await fetch(`${origin}${LAB_CONSOLE_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<h1>Lab console</h1>');
  });

  it('puts a fresh CSP nonce on the script and style tags of every response', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${origin}${LAB_CONSOLE_PATH}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(policy).toContain("frame-src 'self'");
      const html = await response.text();
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(html).toContain(`<style nonce="${nonce}">`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('leaves the flag console and the admin API to the routers behind it', async () => {
    const flags = await fetch(`${origin}/__lab/console/flags`);
    expect(await flags.text()).toContain('<h1>Lab console: feature flags</h1>');
    const tenants = await fetch(`${origin}/__lab/tenants`);
    expect(await tenants.json()).toEqual({ items: [], count: 0 });
  });
});
