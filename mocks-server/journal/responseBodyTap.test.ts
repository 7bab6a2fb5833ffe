import compression from 'compression';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { journalMiddleware, LAB_SCENARIO_HEADER } from './journalMiddleware';
import { RequestJournal } from './RequestJournal';
import { responseBodyTap } from './responseBodyTap';

describe('the journal with the response body tap after compression', () => {
  let server: Server;
  let baseUrl: string;
  const journal = new RequestJournal(10);
  const items = Array.from({ length: 200 }, (_, index) => ({ id: index, name: `item ${index}` }));

  beforeAll(async () => {
    // The order createMockServer uses: journal, compression, then the tap.
    const app = express();
    app.use(journalMiddleware(journal, () => new Date(5000)));
    app.use(compression());
    app.use(responseBodyTap());
    app.get('/big', (_req, res) => {
      res.json({ accessToken: 'secret-123456', items });
    });
    app.get('/scenario', (_req, res) => {
      res.setHeader(LAB_SCENARIO_HEADER, 'wecom-code-reused@Used');
      res.type('png').send(Buffer.from([137, 80, 78, 71]));
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => journal.clear());

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps the first 1 KB of the body as the route wrote it, not as gzip', async () => {
    const response = await fetch(`${baseUrl}/big`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const text = await response.text();
    const [entry] = journal.entries();
    expect(entry.responseBody).toMatchObject({
      contentType: 'application/json; charset=utf-8',
      bytes: Buffer.byteLength(text),
      truncated: true,
    });
    expect(entry.responseBody?.preview).toMatch(/^\{"accessToken":"secr…","items":\[\{"id":0,/);
    expect(JSON.stringify(entry)).not.toContain('123456');
  });

  it('serialises the masked preview, made on first read, in the field order of the summary', async () => {
    await (await fetch(`${baseUrl}/big`)).text();
    const [entry] = journal.entries();
    const { responseBody } = JSON.parse(JSON.stringify(entry)) as typeof entry;
    expect(Object.keys(responseBody ?? {})).toEqual([
      'contentType',
      'bytes',
      'preview',
      'truncated',
    ]);
    expect(responseBody?.preview).toBe(entry.responseBody?.preview);
    expect(responseBody?.preview).toMatch(/^\{"accessToken":"secr…",.*…$/);
  });

  it('records the lab session and the scenario header, and sizes binary bodies only', async () => {
    await (await fetch(`${baseUrl}/scenario`, { headers: { 'X-Lab-Session': 'qa-7' } })).text();
    const [entry] = journal.entries();
    expect(entry).toMatchObject({
      session: 'qa-7',
      scenario: 'wecom-code-reused@Used',
      responseBody: { contentType: 'image/png', bytes: 4, preview: null, truncated: false },
    });
  });

  it('falls back to the default session and no scenario', async () => {
    await (await fetch(`${baseUrl}/big`)).text();
    expect(journal.entries()[0]).toMatchObject({ session: 'default', scenario: null });
  });
});
