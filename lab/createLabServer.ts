import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { createMockServer, type MockServer } from '../mocks-server';
import { flagsConsoleRouter } from './console/flagsConsolePage';
import { attachFlagServer } from './flagServer/attachFlagServer';
import { LAB_SDK_KEY, labAppConfig } from './labAppConfig';
import { missingBuildPage } from './missingBuildPage';

export interface LabOptions {
  port?: number;
  host?: string;
  seed?: number;
  distDir?: string;
}

export interface Lab {
  url: string;
  mock: MockServer;
  server: Server;
  close(): Promise<void>;
}

const MOCK_PREFIXES = /^\/(api|auth|__lab|lab-bundles)(\/|$)/;

export const DEFAULT_DIST_DIR = path.resolve(__dirname, '../dist/app');

/** One process, one port: the built SPA, the mock backend, its admin API and the flag stream. */
export async function createLabServer(options: LabOptions = {}): Promise<Lab> {
  const host = options.host ?? '127.0.0.1';
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const registryFile = path.join(distDir, 'modules/registry.json');
  const mock = createMockServer({
    seed: options.seed,
    registry: () => JSON.parse(readFileSync(registryFile, 'utf8')) as unknown,
  });
  const app = express();
  const server = createServer(app);
  let origin = '';

  app.disable('x-powered-by');
  app.use(compression());
  app.get('/app-config.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(labAppConfig(origin));
  });
  // The flag server owns /api/public/* and /__lab/flags*, so it goes before the mock backend.
  const flags = attachFlagServer(server, { sdkKeys: [LAB_SDK_KEY] });
  app.use(flags.router);
  app.use(flagsConsoleRouter());
  // The mock backend answers its own prefixes (including its 404s); everything else is the SPA.
  app.use((req, res, next) => (MOCK_PREFIXES.test(req.path) ? mock.app(req, res, next) : next()));
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    app.use(express.static(distDir, { index: false, maxAge: '1h' }));
    app.get('/{*splat}', (_req, res) => {
      res.set('Cache-Control', 'no-cache').sendFile(path.join(distDir, 'index.html'));
    });
  } else {
    app.get('/{*splat}', (_req, res) => {
      res.status(503).type('html').send(missingBuildPage(distDir));
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;

  return {
    url: origin,
    mock,
    server,
    close: async () => {
      await flags.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
