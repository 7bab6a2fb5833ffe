import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { CONSOLE_POLICY, consoleDocument } from './consoleDocument';
import { FLAGS_CONSOLE_PAGE, FLAGS_CONSOLE_PATH, flagsConsoleRouter } from './flagsConsolePage';
import { LAB_CONSOLE_PAGE, LAB_CONSOLE_PATH, labConsoleRouter } from './labConsolePage';

describe.each([
  ['lab console', LAB_CONSOLE_PAGE, 'labConsole'],
  ['flag console', FLAGS_CONSOLE_PAGE, 'flagsConsole'],
])('the %s document', (_name, page, script) => {
  const html = consoleDocument(page);

  it('is a complete Chinese-first HTML document', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('has no program text and no style in the page: only its script file and stylesheets', () => {
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain(`<script defer src="/__lab/assets/${script}.js"></script>`);
    for (const sheet of page.stylesheets) {
      expect(html).toContain(`<link rel="stylesheet" href="/__lab/assets/${sheet}">`);
    }
    expect(html).not.toMatch(/https?:|["'(]\/\//);
  });

  it('says what to do when the script never runs', () => {
    expect(html).toMatch(/npm run build/);
    expect(html).toContain('<noscript>');
  });
});

describe('the console policy', () => {
  it("runs and styles only this origin's files, frames only this origin", () => {
    expect(CONSOLE_POLICY).toContain("script-src 'self'");
    expect(CONSOLE_POLICY).toContain("style-src 'self'");
    expect(CONSOLE_POLICY).toContain("frame-src 'self'");
    expect(CONSOLE_POLICY).not.toMatch(/unsafe-|nonce-|\*|https?:|data:/);
  });
});

describe('the console routers', () => {
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

  it.each([LAB_CONSOLE_PATH, FLAGS_CONSOLE_PATH])(
    'serves %s as HTML under the strict policy, never cached',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe(CONSOLE_POLICY);
    },
  );

  it('leaves other lab paths to the routers behind them', async () => {
    const response = await fetch(`${origin}/__lab/tenants`);
    expect(await response.json()).toEqual({ items: [], count: 0 });
  });
});
