import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadStoreOptions } from '../UploadStore';
import { startUploadTestServer, type UploadTestServer } from './startUploadTestServer';

export interface UploadServerHandle {
  /** A fresh folder holding the store's temp folder and nothing else, for listings. */
  root(): string;
  server(): UploadTestServer;
}

/** Starts the upload test server for a describe block, under its own temp root. */
export function useUploadServer(
  options: Omit<UploadStoreOptions, 'tmpRoot'> = {},
): UploadServerHandle {
  let root = '';
  let server: UploadTestServer | undefined;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'upload-test-'));
    server = await startUploadTestServer({ ...options, tmpRoot: root });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  return {
    root: () => root,
    server: () => {
      if (!server) throw new Error('The upload test server is not started yet');
      return server;
    },
  };
}
