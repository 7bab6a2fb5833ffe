import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createMockServer, type MockServer } from '../../../mocks-server';
import { attachFlagServer, type FlagServer, type FlagServerOptions } from '../attachFlagServer';

export interface LinkedLab {
  mock: MockServer;
  flags: FlagServer;
  origin: string;
  wsOrigin: string;
  /** A POST (or GET without a body) as the given lab session; parses a JSON answer. */
  call(path: string, session: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/**
 * The mock backend and the flag server on one loopback port with record and replay linked,
 * wired as lab/createLabServer wires them: the flag router first, then the mock backend.
 */
export async function startLinkedLab(options: FlagServerOptions = {}): Promise<LinkedLab> {
  const mock = createMockServer({ seed: 7, now: () => new Date(Date.UTC(2026, 0, 1)) });
  const app = express();
  const server: Server = createServer(app);
  const flags = attachFlagServer(server, { ...options, link: mock.recordReplay.flagStream });
  app.use(flags.router);
  app.use(mock.app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    mock,
    flags,
    origin,
    wsOrigin: `ws://127.0.0.1:${port}`,
    call: async (path, session, body) => {
      const response = await fetch(`${origin}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'x-lab-session': session, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    close: async () => {
      await flags.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
