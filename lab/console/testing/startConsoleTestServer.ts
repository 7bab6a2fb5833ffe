import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { FeatureFlag, Segment } from '../../../flags/evaluation/types';
import { attachFlagServer, type FlagServer } from '../../flagServer/attachFlagServer';
import { writeDefinitions } from '../../flagServer/testing/flagFixtures';
import { flagsConsoleRouter } from '../flagsConsolePage';

export interface ConsoleTenant {
  corporationId: string;
  name: string;
  parentId: string | null;
}

export interface ConsoleTestServer {
  origin: string;
  flags: FlagServer;
  close(): Promise<void>;
}

/**
 * The console as the lab mounts it: its router, the flag server (admin API) and a stand-in
 * for the mock backend's GET /__lab/tenants, on a loopback port.
 */
export async function startConsoleTestServer(
  flags: FeatureFlag[],
  tenants: ConsoleTenant[],
  segments: Segment[] = [],
): Promise<ConsoleTestServer> {
  const app = express();
  const server = createServer(app);
  const flagServer = attachFlagServer(server, {
    definitionsDir: writeDefinitions({ flags, segments }),
  });
  app.use(flagServer.router);
  app.use(flagsConsoleRouter());
  app.get('/__lab/tenants', (_req, res) => {
    res.json({ items: tenants, count: tenants.length });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    flags: flagServer,
    close: async () => {
      await flagServer.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
