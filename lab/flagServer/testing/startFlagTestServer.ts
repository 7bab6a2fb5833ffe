import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { attachFlagServer, type FlagServer, type FlagServerOptions } from '../attachFlagServer';

export interface FlagTestServer {
  flags: FlagServer;
  /** http://127.0.0.1:<port>: the SDK's pollingUri and eventsUri. */
  origin: string;
  /** ws://127.0.0.1:<port>: the SDK's streamingUri. */
  wsOrigin: string;
  port: number;
  /** Calls the admin API (a path under /__lab/flags) and parses the JSON answer. */
  admin(path: string, init?: { method?: string; body?: unknown }): Promise<AdminAnswer>;
  close(): Promise<void>;
}

export interface AdminAnswer {
  status: number;
  // The admin API's answers vary per route; tests narrow them with expect().
  body: Record<string, unknown>;
}

/**
 * The flag server alone on a loopback port, wired like the lab: `port` lets a test restart it on
 * the same address so connected SDKs reconnect to it.
 */
export async function startFlagTestServer(
  options: FlagServerOptions & { port?: number } = {},
): Promise<FlagTestServer> {
  const app = express();
  const server: Server = createServer(app);
  const flags = attachFlagServer(server, options);
  app.use(flags.router);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    flags,
    origin,
    wsOrigin: `ws://127.0.0.1:${port}`,
    port,
    admin: async (path, init = {}) => {
      const response = await fetch(`${origin}/__lab/flags${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} };
    },
    close: async () => {
      await flags.close();
      // fetch keeps connections alive; without closing them jest waits on the open sockets.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
