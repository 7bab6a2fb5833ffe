import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { scenarioAdminRouter } from './scenarioAdminRouter';
import type { ScenarioEngine } from './ScenarioEngine';
import { scenarioMiddleware } from './scenarioMiddleware';
import { jsonBody } from '../http/bodyParsers';

export interface ScenarioApp {
  baseUrl: string;
  /** Sends JSON (when a body is given) as the lab session, and reads the whole answer. */
  call(
    method: string,
    path: string,
    options?: { session?: string; body?: unknown; cookie?: string },
  ): Promise<{ status: number; headers: Headers; json: unknown; text: string }>;
  close(): Promise<void>;
}

/**
 * The engine's two mounts in the same order as in createMockServer, with one normal route
 * behind them, on a free loopback port: tests see what a real client would.
 */
export async function startScenarioApp(engine: ScenarioEngine): Promise<ScenarioApp> {
  const app = express();
  app.use(jsonBody());
  app.use('/__lab/scenarios', scenarioAdminRouter(engine));
  app.use(scenarioMiddleware(engine));
  app.get('/api/account/v2/session', (_req, res) => {
    res.json({ value: { id: 'normal-route' } });
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    call: async (method, path, options = {}) => {
      const headers: Record<string, string> = {};
      if (options.session) headers['x-lab-session'] = options.session;
      if (options.cookie) headers.cookie = options.cookie;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, json, text };
    },
    close: () =>
      new Promise<void>((resolve) => {
        // fetch keeps connections alive; without closing them jest waits on the open sockets.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
