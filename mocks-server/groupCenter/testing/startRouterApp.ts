import express, { type Router } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RuleRouteContext } from '../../adminRules/RuleRouteContext';
import type { MockState } from '../../data/MockState';
import { seedData } from '../../data/seedData';

export interface RouterApp {
  state: MockState;
  /** Moves the routers' clock forward. */
  advance(ms: number): void;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** Just the given routers on /api over the seeded data, with a clock the test moves. */
export async function startRouterApp(
  routers: ((context: RuleRouteContext) => Router)[],
): Promise<RouterApp> {
  let now = new Date('2026-11-21T01:00:00Z').getTime();
  const state = seedData(20261121, new Date(now));
  const context: RuleRouteContext = { state: () => state, now: () => new Date(now) };
  const app = express();
  app.use(express.json());
  for (const create of routers) app.use('/api', create(context));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    state,
    advance: (ms) => {
      now += ms;
    },
    call: async (method, path, body) => {
      const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      return { status: response.status, body: isJson ? (JSON.parse(text) as unknown) : text };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
