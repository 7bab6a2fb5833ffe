import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PARTNER_BASE } from './labResources';
import { partnerPagesRouter } from './partnerPagesRouter';

describe('the lab’s partner pages', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express().use(PARTNER_BASE, partnerPagesRouter());
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PARTNER_BASE}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('names the partner and the bill it was opened for, escaped', async () => {
    const response = await fetch(`${base}/taxi?flowId=${encodeURIComponent('<b>x</b>')}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>打车订单（实验室）</h1>');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('says an unknown partner does not exist', async () => {
    const response = await fetch(`${base}/casino`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('没有这个合作方页面');
  });
});
