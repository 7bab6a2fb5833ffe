import express from 'express';
import { request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaultLab } from './createFaultLab';
import type { FaultLab } from './createFaultLab';

/** The real route's answer: long enough to cut and dribble, short of compression's threshold. */
export const BILLS = {
  items: [
    { id: 'bill-1', title: 'Taxi to the airport', amount: 86.5 },
    { id: 'bill-2', title: 'Hotel, two nights', amount: 920 },
  ],
  count: 2,
};
export const BILLS_TEXT = JSON.stringify(BILLS);

export interface FaultTestApp {
  baseUrl: string;
  lab: FaultLab;
  server: Server;
  /** Adds a fault through the admin API, as the given lab session. */
  addFault(definition: unknown, session?: string): Promise<Response>;
  close(): Promise<void>;
}

/** The fault middleware in front of a plain JSON route, on a free loopback port. */
export async function startFaultTestApp(): Promise<FaultTestApp> {
  const lab = createFaultLab();
  const app = express();
  app.set('etag', false);
  app.use(lab.middleware);
  app.use('/__lab/faults', lab.adminRouter);
  app.get('/__lab/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.all(/^\/api\//, (_req, res) => {
    res.json(BILLS);
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    lab,
    server,
    addFault: (definition, session = 'default') =>
      fetch(`${baseUrl}/__lab/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Lab-Session': session },
        body: JSON.stringify(definition),
      }),
    close: () =>
      new Promise<void>((resolve) => {
        // fetch keeps connections alive; a failed test may also leave a hang behind.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawResult {
  status?: number;
  chunks: Buffer[];
  body: string;
  error?: NodeJS.ErrnoException;
}

/** A bare http.request that reports what arrived and how it ended, instead of throwing. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResult> {
  return new Promise((resolve) => {
    const result: RawResult = { chunks: [], body: '' };
    const finish = (error?: NodeJS.ErrnoException): void => {
      result.body = Buffer.concat(result.chunks).toString('utf8');
      if (error) result.error = error;
      resolve(result);
    };
    // No agent: every call gets its own connection, so nothing pooled outlives the test.
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      result.status = res.statusCode;
      res.on('data', (chunk: Buffer) => result.chunks.push(chunk));
      res.on('end', () => finish());
      res.on('error', finish);
    });
    req.on('error', finish);
    req.end();
  });
}
