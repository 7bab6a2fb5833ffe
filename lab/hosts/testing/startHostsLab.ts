import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createMockServer, type MockServer } from '../../../mocks-server';
import { LabAssets } from '../../assets/labAssetsRouter';
import { labInvoicesRouter } from '../../invoices/labInvoicesRouter';
import { labHostsRouter } from '../labHostsRouter';

export interface HostsLab {
  url: string;
  mock: MockServer;
  /** Moves the lab clock on. */
  advance(ms: number): void;
  /** Fetches a lab path with the given cookies, never following redirects. */
  fetch(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  /** POSTs JSON and reads the JSON answer. */
  post(
    path: string,
    body: unknown,
    cookie?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** The fake hosts in front of the mock backend, as createLabServer mounts them, on port 0. */
export async function startHostsLab(seed = 11, assetsDir?: string): Promise<HostsLab> {
  let clock = Date.UTC(2026, 10, 21, 1);
  const mock = createMockServer({ seed, now: () => new Date(clock) });
  const app = express();
  // Most tests run the SDKs from source (loadSdkInDom); the built scripts are a fixture folder.
  const assets = new LabAssets(assetsDir ?? path.join(os.tmpdir(), 'lab-assets-not-built'));
  app.use(labInvoicesRouter(mock));
  app.use(labHostsRouter(mock, assets));
  app.use(mock.app);
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const labFetch: HostsLab['fetch'] = (path, init = {}) => {
    const { cookie, headers, ...rest } = init;
    return fetch(`${url}${path}`, {
      redirect: 'manual',
      ...rest,
      headers: { ...(headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
  };
  return {
    url,
    mock,
    advance: (ms) => {
      clock += ms;
    },
    fetch: labFetch,
    post: async (path, body, cookie) => {
      const response = await labFetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        cookie,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header value. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** One cookie's raw value from a response's Set-Cookie headers. */
export function setCookie(response: Response, name: string): string | undefined {
  const line = response.headers
    .getSetCookie()
    .find((candidate) => candidate.startsWith(`${name}=`));
  return line === undefined
    ? undefined
    : decodeURIComponent(line.slice(name.length + 1).split(';')[0]);
}
