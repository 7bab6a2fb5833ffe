import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyParsers } from '../../http/bodyParsers';
import { errorEnvelopeHandler } from '../../http/errorEnvelopeHandler';
import { noRouteHandler } from '../../http/noRouteHandler';
import { journalMiddleware } from '../../journal/journalMiddleware';
import { RequestJournal } from '../../journal/RequestJournal';
import { attachmentsRouter } from '../../routes/attachmentsRouter';
import { objectStoreRouter } from '../objectStoreRouter';
import { OBJECT_STORE_MOUNT } from '../uploadTokenData';
import { createUploadStore, type UploadStore, type UploadStoreOptions } from '../UploadStore';

export interface UploadTestServer {
  baseUrl: string;
  uploads: UploadStore;
  journal: RequestJournal;
  close(): Promise<void>;
}

export const TEST_NOW = new Date('2026-03-01T08:00:00.000Z');

/**
 * The upload routes on a loopback port, mounted the way createMockServer should mount them:
 * journal first, the object store before the body parsers, the API routes after them.
 */
export async function startUploadTestServer(
  options: UploadStoreOptions = {},
): Promise<UploadTestServer> {
  const uploads = createUploadStore(options);
  const journal = new RequestJournal(50);
  const now = () => TEST_NOW;
  const app = express();
  app.use(journalMiddleware(journal, now));
  app.use(OBJECT_STORE_MOUNT, objectStoreRouter(uploads));
  app.use(bodyParsers());
  app.use('/api', attachmentsRouter({ uploads, now, random: () => 0.5 }));
  app.use(noRouteHandler());
  app.use(errorEnvelopeHandler());
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    uploads,
    journal,
    close: () =>
      new Promise<void>((resolve) => {
        uploads.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
