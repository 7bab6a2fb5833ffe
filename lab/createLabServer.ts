import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { createMockServer, type MockServer } from '../mocks-server';
import { errorEnvelopeHandler } from '../mocks-server/http/errorEnvelopeHandler';
import { issuedSecrets } from '../mocks-server/journal/SecretRegistry';
import { labPartnerDescriptor } from '../mocks-server/microapps/labPartnerComponent';
import { flagsConsoleRouter } from './console/flagsConsolePage';
import { labConsoleRouter } from './console/labConsolePage';
import { attachFlagServer } from './flagServer/attachFlagServer';
import { LabAssets, labAssetsRouter } from './assets/labAssetsRouter';
import { labDistDirFor } from './assets/labEntries';
import { gzippedOnce } from './gzippedOnce';
import { inlineAppConfig } from './inlineAppConfig';
import { embedIntoIndexHtml } from './hosts/embedIntoIndexHtml';
import { labHostOf } from './hosts/labHostCookies';
import { labHostsRouter } from './hosts/labHostsRouter';
import { labInvoicesRouter } from './invoices/labInvoicesRouter';
import { LAB_SDK_KEY, labAppConfigFor } from './labAppConfig';
import { missingBuildPage } from './missingBuildPage';
import { replayAtStart } from './replayAtStart';
import { rejectForeignWrites } from './security/rejectForeignWrites';
import { acceptsUpgradeFrom, configuredHosts, servedHostsOnly } from './security/servedHosts';
import { setStaticCacheControl } from './staticCacheControl';
import { sendAppDocument } from './security/sendAppDocument';

export interface LabOptions {
  port?: number;
  host?: string;
  seed?: number;
  distDir?: string;
  /** The lab's built browser scripts; defaults to labDistDirFor(distDir). */
  labDistDir?: string;
  /** Where recordings are saved by name; defaults to DEFAULT_RECORDINGS_DIR. */
  recordingsDir?: string;
  /** A saved recording the `default` lab session replays from the start. */
  replay?: string;
  /** Checks the app's answers against their contracts (the e2e run turns it on). */
  checkAnswers?: boolean;
  /** Host names served besides loopback ones; defaults to LAB_ALLOWED_HOSTS (comma-separated). */
  allowedHosts?: string[];
}

export interface Lab {
  url: string;
  /** The lab's own routes (fake hosts, flag server, consoles); the mock backend is `mock.app`. */
  app: Express;
  mock: MockServer;
  server: Server;
  close(): Promise<void>;
}

const MOCK_PREFIXES = /^\/(api|auth|idp|__lab|lab-bundles)(\/|$)/;

/** EXPENSE_DIST points the lab at a private build (parallel e2e runs); else the repo's dist/app. */
export const DEFAULT_DIST_DIR = process.env.EXPENSE_DIST
  ? path.resolve(process.env.EXPENSE_DIST)
  : path.resolve(__dirname, '../dist/app');

/** LAB_RECORDINGS_DIR, else lab/recordings/: where the console saves recordings by name. */
export const DEFAULT_RECORDINGS_DIR = process.env.LAB_RECORDINGS_DIR
  ? path.resolve(process.env.LAB_RECORDINGS_DIR)
  : path.resolve(__dirname, 'recordings');

/**
 * The build's registry plus the lab's partner bundle (its sample remote component, opened by a
 * third-party resource); a registry that is not a list is served as it is, broken on purpose.
 */
function withLabPartner(registry: unknown): unknown {
  return Array.isArray(registry) ? [...registry, labPartnerDescriptor] : registry;
}

/** One process, one port: the built SPA, the mock backend, its admin API and the flag stream. */
export async function createLabServer(options: LabOptions = {}): Promise<Lab> {
  const host = options.host ?? '127.0.0.1';
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const assets = new LabAssets(options.labDistDir ?? labDistDirFor(distDir));
  const registryFile = path.join(distDir, 'modules/registry.json');
  const mock = createMockServer({
    seed: options.seed,
    checkAnswers: options.checkAnswers,
    recordingsDir: options.recordingsDir ?? DEFAULT_RECORDINGS_DIR,
    registry: () => withLabPartner(JSON.parse(readFileSync(registryFile, 'utf8')) as unknown),
  });
  if (options.replay) replayAtStart(mock, options.replay);
  const app = express();
  const server = createServer(app);
  // Node's 5 s keep-alive ends sockets that browsers and test clients are about to reuse, and
  // such a request is reset, not answered; headersTimeout must stay above it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  let origin = '';

  const allowedHosts = options.allowedHosts ?? configuredHosts();
  issuedSecrets.add(LAB_SDK_KEY);

  app.disable('x-powered-by');
  app.use(servedHostsOnly(allowedHosts));
  app.use(rejectForeignWrites());
  app.use(compression());
  app.get('/app-config.json', (req, res) => {
    res.set('Cache-Control', 'no-store').json(labAppConfigFor(origin, req.headers.cookie));
  });
  // The flag server owns /api/public/* and /__lab/flags*, so it goes before the mock backend.
  const flags = attachFlagServer(server, {
    sdkKeys: [LAB_SDK_KEY],
    link: mock.recordReplay.flagStream,
    acceptUpgrade: acceptsUpgradeFrom(allowedHosts),
  });
  app.use(flags.router);
  app.use(labAssetsRouter(assets));
  app.use(flagsConsoleRouter());
  app.use(labConsoleRouter());
  // Sample invoice files and the fake hosts' scanner answer, from the mock's data.
  app.use(labInvoicesRouter(mock));
  // The fake hosts need the mock's grant store and the browser's lab cookies: ahead of the mock.
  app.use(labHostsRouter(mock, assets));
  // The mock backend answers its own prefixes (including its 404s); everything else is the SPA.
  app.use((req, res, next) => (MOCK_PREFIXES.test(req.path) ? mock.app(req, res, next) : next()));
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    app.use(gzippedOnce(distDir));
    app.use(
      express.static(distDir, {
        index: false,
        cacheControl: false,
        setHeaders: setStaticCacheControl,
      }),
    );
    const indexFile = path.join(distDir, 'index.html');
    app.get('/{*splat}', (req, res) => {
      res.set('Cache-Control', 'no-cache');
      // Opened as a host from the console: the page is what that host's webview would show.
      const embeddedAs = labHostOf(req.headers.cookie);
      // The config inside the document: one round trip fewer before sign-in (warm starts).
      const indexHtml = inlineAppConfig(
        readFileSync(indexFile, 'utf8'),
        labAppConfigFor(origin, req.headers.cookie),
      );
      const plain = !embeddedAs || embeddedAs === 'web';
      sendAppDocument(req, res, plain ? indexHtml : embedIntoIndexHtml(indexHtml, embeddedAs));
    });
  } else {
    app.get('/{*splat}', (_req, res) => {
      res.status(503).type('html').send(missingBuildPage(distDir));
    });
  }
  app.use(errorEnvelopeHandler());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;

  return {
    url: origin,
    app,
    mock,
    server,
    close: async () => {
      await flags.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      mock.close();
    },
  };
}
