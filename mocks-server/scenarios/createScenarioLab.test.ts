import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyParsers } from '../http/bodyParsers';
import { noRouteHandler } from '../http/noRouteHandler';
import { journalMiddleware } from '../journal/journalMiddleware';
import { RequestJournal } from '../journal/RequestJournal';
import { createScenarioLab } from './createScenarioLab';

describe('createScenarioLab', () => {
  let server: Server;
  let baseUrl: string;
  const journal = new RequestJournal(10);

  beforeAll(async () => {
    // The mount order the lab uses in createMockServer.
    const lab = createScenarioLab();
    const app = express();
    app.use(journalMiddleware(journal, () => new Date(0)));
    app.use(bodyParsers());
    app.use('/__lab/scenarios', lab.adminRouter);
    app.use(lab.middleware);
    app.use(noRouteHandler());
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  it('loads the shipped presets and lets the journal see which scenario answered', async () => {
    const headers = { 'x-lab-session': 'qa' };
    const activate = `${baseUrl}/__lab/scenarios/presets/upload-413/activate`;
    expect((await fetch(activate, { method: 'POST', headers })).status).toBe(200);
    const upload = await fetch(`${baseUrl}/api/v1/attachment/attachments/uploadFile`, {
      method: 'POST',
      headers,
    });
    await upload.text();
    expect(upload.status).toBe(413);
    const [entry] = journal.entries({ path: '/api/v1/attachment/attachments/uploadFile' });
    expect(entry.responseHeaders['x-lab-scenario']).toBe('upload-413@Started');
    expect(entry.matched).toBe(true);
  });
});
