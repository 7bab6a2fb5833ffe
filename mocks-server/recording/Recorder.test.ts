import compression from 'compression';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Recorder } from './Recorder';
import { httpExchanges } from './Recording';
import { ReplayMiddleware } from './ReplayMiddleware';

describe('the recorder around compression', () => {
  let server: Server;
  let baseUrl: string;
  const recorder = new Recorder(() => new Date(0));
  const replay = new ReplayMiddleware();
  const big = JSON.stringify({ items: Array.from({ length: 300 }, (_, id) => ({ id })) });

  beforeAll(async () => {
    const app = express();
    app.use(recorder.arrival());
    app.use(compression());
    app.use(replay.handler());
    app.use(recorder.bodies());
    app.get('/big', (_req, res) => {
      res.setHeader('Connection', 'keep-alive');
      res.type('json').send(big);
    });
    app.get('/bytes', (_req, res) => {
      res.type('application/octet-stream').send(Buffer.from([0xff, 0x00, 0xfe]));
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('records the body as the route wrote it while the client receives gzip', async () => {
    recorder.start('default', 'gzip');
    const response = await fetch(`${baseUrl}/big`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(big);
    const recording = recorder.stop('default');
    const [exchange] = httpExchanges(recording!);
    expect(exchange.response).toMatchObject({
      status: 200,
      body: big,
      bodyEncoding: 'utf8',
      truncated: false,
    });
    const { headers } = exchange.response;
    for (const dropped of ['content-encoding', 'content-length', 'connection', 'vary']) {
      expect(headers).not.toHaveProperty(dropped);
    }
  });

  it('keeps bytes that are not UTF-8 as base64 and replays them unchanged, compressed again', async () => {
    recorder.start('default', 'bytes');
    await (await fetch(`${baseUrl}/bytes`)).arrayBuffer();
    await (await fetch(`${baseUrl}/big`)).text();
    const recording = recorder.stop('default');
    expect(httpExchanges(recording!)[0].response).toMatchObject({
      body: '/wD+',
      bodyEncoding: 'base64',
    });

    replay.start('default', recording!);
    const bytes = Buffer.from(await (await fetch(`${baseUrl}/bytes`)).arrayBuffer());
    const again = await fetch(`${baseUrl}/big`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(again.headers.get('x-lab-replay')).toBe('bytes#2');
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(await again.text()).toBe(big);
    replay.stop('default');
    expect([...bytes]).toEqual([0xff, 0x00, 0xfe]);
  });

  it('does not record sessions that did not ask, nor lab admin calls', async () => {
    recorder.start('qa-1', 'only-qa-1');
    await (await fetch(`${baseUrl}/big`)).text();
    await (await fetch(`${baseUrl}/__lab/health`, { headers: { 'X-Lab-Session': 'qa-1' } })).text();
    expect(recorder.stop('qa-1')?.entries).toEqual([]);
  });
});
