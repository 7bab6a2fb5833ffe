import express, { type Router } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockState } from '../../data/MockState';

export interface ServedRouters {
  state: MockState;
  get(path: string): Promise<{ status: number; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

/**
 * Routers on /api of a bare app on a free loopback port, for tests of routers that
 * apiRouters() does not mount yet; the calls act as the lab's current staff (no cookies).
 */
export async function serveRouters(
  state: MockState,
  routers: (context: { state(): MockState }) => Router[],
): Promise<ServedRouters> {
  const app = express();
  for (const router of routers({ state: () => state })) app.use('/api', router);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    state,
    async get(path) {
      const response = await fetch(`http://127.0.0.1:${port}/api${path}`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
