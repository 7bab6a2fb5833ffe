import { booleanFlag } from '../flagServer/testing/flagFixtures';
import { FLAGS_CONSOLE_PATH } from './flagsConsolePage';
import { startConsoleTestServer, type ConsoleTestServer } from './testing/startConsoleTestServer';

describe('the flag console router', () => {
  let server: ConsoleTestServer;

  beforeAll(async () => {
    server = await startConsoleTestServer([booleanFlag('module-x')], []);
  });
  afterAll(() => server.close());

  const get = () => fetch(`${server.origin}${FLAGS_CONSOLE_PATH}`);

  it('serves the page as HTML that is never cached', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<h1>Lab console: feature flags</h1>');
  });

  it('puts the CSP nonce on the script and style tags, fresh for every response', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await get();
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      const html = await response.text();
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(html).toContain(`<style nonce="${nonce}">`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('leaves other lab paths to the routers behind it', async () => {
    const response = await fetch(`${server.origin}/__lab/tenants`);
    expect(await response.json()).toEqual({ items: [], count: 0 });
  });
});
