import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express, NextFunction, Request, Response } from 'express';

/** A running test server and the absolute origin jsdom's XHR should call. */
export interface TestServer {
  origin: string;
  port: number;
  close(): Promise<void>;
}

// jsdom pages live on http://localhost/, so every call to the test server is cross-origin and
// the browser rules apply: without these headers jsdom's XHR would refuse the response.
export function allowCors(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-HAF-Staff-Grant, Authorization');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
}

export function serveForTest(app: Express): Promise<TestServer> {
  return new Promise((resolve, reject) => {
    const server: Server = app.listen(0, '127.0.0.1', (error?: Error) => {
      if (error) {
        reject(error);
        return;
      }
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            // Keep-alive sockets and deliberately slow routes would otherwise hold jest open.
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A port that was just free: connecting to it is refused, which is how a network error looks. */
export async function closedPort(app: Express): Promise<number> {
  const server = await serveForTest(app);
  await server.close();
  return server.port;
}
