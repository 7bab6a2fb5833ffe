import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { encodeConnectionToken } from '../flags/evaluation';
import { createLabServer, type Lab } from './createLabServer';
import { LAB_SDK_KEY } from './labAppConfig';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lab-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="app"></div>');
  return dir;
}

describe('the lab server', () => {
  let lab: Lab;

  beforeAll(async () => {
    lab = await createLabServer({ port: 0, distDir: fakeBuild(), seed: 7 });
  });
  afterAll(() => lab.close());

  it('listens on 127.0.0.1 only', () => {
    expect(lab.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('keeps an idle connection open far longer than a client idles between calls', () => {
    // Node closes an idle keep-alive socket after 5 s; a client reusing it just then (a test's
    // journal read after 6 s in the page) was reset. Clients hold theirs for less than a minute.
    expect(lab.server.keepAliveTimeout).toBeGreaterThanOrEqual(60_000);
    expect(lab.server.headersTimeout).toBeGreaterThan(lab.server.keepAliveTimeout);
  });

  it('serves a runtime config that points the SPA back at this lab', async () => {
    const config = await (await fetch(`${lab.url}/app-config.json`)).json();
    expect(config.apiBase).toBe(`${lab.url}/api`);
    expect(config.featbit.streamingUrl).toBe(lab.url.replace('http', 'ws'));
    expect(config.lab.crashRoute).toBe(true);
  });

  it('serves index.html for any app path so deep links work', async () => {
    const response = await fetch(`${lab.url}/bills/123`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="app">');
  });

  it('answers an unknown API path with a JSON 404, not the SPA', async () => {
    const response = await fetch(`${lab.url}/api/v1/nowhere`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });

  it('reports its health with the seed', async () => {
    const health = await (await fetch(`${lab.url}/__lab/health`)).json();
    expect(health).toMatchObject({ status: 'ok', seed: 7 });
  });

  it('answers the flag stream ping with pong', async () => {
    const token = encodeConnectionToken(LAB_SDK_KEY, Date.now());
    const socket = new WebSocket(
      `${lab.url.replace('http', 'ws')}/streaming?type=client&token=${token}`,
    );
    const reply = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send(JSON.stringify({ messageType: 'ping', data: null })));
      socket.on('message', (data) => resolve(String(data)));
      socket.on('close', (code) => reject(new Error(`closed ${code}`)));
      socket.on('error', reject);
    });
    socket.close();
    expect(JSON.parse(reply)).toEqual({ messageType: 'pong', data: {} });
  });
});

describe('the lab server without a build', () => {
  it('explains how to build instead of failing', async () => {
    const lab = await createLabServer({ port: 0, distDir: path.join(tmpdir(), 'no-such-build') });
    try {
      const response = await fetch(`${lab.url}/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm start');
    } finally {
      await lab.close();
    }
  });
});
