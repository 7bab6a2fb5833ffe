import compression from 'compression';
import express from 'express';
import type { Express } from 'express';
import { labAdminRouter } from './admin/labAdminRouter';
import { ANSWER_CONTRACTS } from './answerContracts/answerContracts';
import { AnswerCheck } from './answerContracts/AnswerCheck';
import type { MockState } from './data/MockState';
import { DEFAULT_SEED, seedData } from './data/seedData';
import { bodyParsers } from './http/bodyParsers';
import { errorEnvelopeHandler } from './http/errorEnvelopeHandler';
import { corsMiddleware, DEFAULT_ALLOWED_ORIGINS } from './http/corsMiddleware';
import { noRouteHandler } from './http/noRouteHandler';
import { journalMiddleware } from './journal/journalMiddleware';
import { RequestJournal } from './journal/RequestJournal';
import { createFaultLab, type FaultLab } from './faults/createFaultLab';
import { responseBodyTap } from './journal/responseBodyTap';
import { labBundlesRouter } from './microapps/labBundlesRouter';
import { createRecordReplay, type RecordReplay } from './recording/createRecordReplay';
import { createScenarioLab, type ScenarioLab } from './scenarios/createScenarioLab';
import { GrantStore } from './hosts/GrantStore';
import { InvoiceWallets } from './invoices/InvoiceWallets';
import { rememberSeededInvoices } from './invoices/seededInvoices';
import { idpPagesRouter } from './hosts/idpPagesRouter';
import { apiRouters } from './routes/apiRouters';
import type { RouteContext } from './routes/RouteContext';
import type { RegistrySource } from './routes/registryRouter';
import {
  createUploadStore,
  objectStoreRouter,
  OBJECT_STORE_MOUNT,
  type UploadStore,
} from './uploads';
import { PARTNER_BASE } from './thirdParty/labResources';
import { partnerPagesRouter } from './thirdParty/partnerPagesRouter';
import { createFormTokens } from './uploads/formTokens';
import { formStoreRouter } from './uploads/formStoreRouter';
import { FORM_STORE_MOUNT } from './uploads/tenantStorage';
import { DOCUMENT_PREVIEW_MOUNT, documentPreviewRouter } from './preview/documentPreviewRouter';

export const DEFAULT_JOURNAL_SIZE = 500;

export interface MockServerOptions {
  /** Same seed, same data. Defaults to DEFAULT_SEED. */
  seed?: number;
  /** The lab clock: data dates hang off it and the journal stamps with it. Defaults to the wall clock. */
  now?: () => Date;
  /** Exact origins, or `scheme://host:*` for any port. Defaults to any loopback origin. */
  allowedOrigins?: string[];
  /** How many requests the journal keeps before dropping the oldest. */
  journalSize?: number;
  /** false turns request recording off (the throughput baseline); on by default. */
  journal?: boolean;
  /** The micro-app registry list; the lab passes the build's registry.json. */
  registry?: RegistrySource;
  /** Where recordings are saved by name (the lab: lab/recordings/). */
  recordingsDir?: string;
  /** Checks every answer the app's pages get against its contract (AnswerCheck); e2e runs only. */
  checkAnswers?: boolean;
}

export interface MockServer {
  /** Not listening yet: the caller picks host and port (tests use port 0). */
  app: Express;
  /** The current data; a new object after each reset. */
  readonly state: MockState;
  journal: RequestJournal;
  faults: FaultLab;
  scenarios: ScenarioLab;
  recordReplay: RecordReplay;
  /** The fake hosts' auth codes and tokens; emptied on reset. */
  grants: GrantStore;
  /** Files uploaded to the lab, kept in a temp folder of this process. */
  uploads: UploadStore;
  /** Regenerates the data from the seed against the current `now`, clears the journal, faults, grants and uploads, and sets every session's scenarios back to Started. */
  reset(): void;
  /** Deletes the upload folder; the lab calls it when it stops. */
  close(): void;
}

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? (() => new Date());
  const journal = new RequestJournal(options.journalSize ?? DEFAULT_JOURNAL_SIZE);
  const startedAt = now().getTime();
  const faults = createFaultLab();
  const scenarios = createScenarioLab();
  const recordReplay = createRecordReplay({
    now,
    scenarios: scenarios.engine,
    recordingsDir: options.recordingsDir,
    hold: (res) => faults.store.hung.hold(res),
  });
  const grants = new GrantStore(now);
  let state = seedData(seed, now());
  rememberSeededInvoices(state);
  const uploads = createUploadStore();
  const formTokens = createFormTokens();
  const wallets = new InvoiceWallets();

  const server: MockServer = {
    app: express(),
    journal,
    get state() {
      return state;
    },
    faults,
    scenarios,
    recordReplay,
    grants,
    uploads,
    close() {
      uploads.close();
    },
    reset() {
      state = seedData(seed, now());
      rememberSeededInvoices(state);
      grants.clear();
      journal.clear();
      faults.store.clearAll();
      scenarios.engine.resetAllSessions();
      uploads.clear();
      wallets.clear();
    },
  };
  const context: RouteContext = {
    state: () => state,
    now,
    grants,
    uploads,
    formTokens,
    registry: options.registry,
    wallets,
    scenarios: scenarios.engine,
  };
  const { app } = server;

  app.disable('x-powered-by');
  // ETags would turn repeated GETs into 304s the app never sees from the real backend.
  app.set('etag', false);
  if (options.journal !== false) app.use(journalMiddleware(journal, now));
  app.use(corsMiddleware(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS));
  // Before the faults, so a recording also keeps the requests they cut off.
  app.use(recordReplay.arrival());
  // Faults before compression, so truncate and dribble count the bytes really sent.
  app.use(faults.middleware);
  app.use(compression());
  // Body taps after compression, so the journal and recordings hold what the routes wrote.
  // The tap only feeds the journal (recordings keep their own), so without it nothing pays for it.
  if (options.journal !== false) app.use(responseBodyTap());
  app.use(recordReplay.middleware());
  // Before the body parsers, so an object-store PUT of a .json file arrives as raw bytes.
  app.use(OBJECT_STORE_MOUNT, objectStoreRouter(uploads));
  app.use(FORM_STORE_MOUNT, formStoreRouter({ uploads, now }, formTokens));
  app.use(bodyParsers());
  if (options.checkAnswers) {
    const answerCheck = new AnswerCheck(app, ANSWER_CONTRACTS);
    app.get('/__lab/answer-check', (_req, res) => {
      res.json(answerCheck.report());
    });
    app.use(answerCheck.middleware);
  }
  app.use(DOCUMENT_PREVIEW_MOUNT, documentPreviewRouter());
  app.use(PARTNER_BASE, partnerPagesRouter());
  app.use('/__lab/scenarios', scenarios.adminRouter);
  app.use('/__lab/faults', faults.adminRouter);
  app.use(
    '/__lab',
    labAdminRouter({
      journal,
      seed,
      now,
      startedAt,
      reset: () => server.reset(),
      state: () => state,
    }),
  );
  app.use(scenarios.middleware);
  for (const router of apiRouters(context)) app.use('/api', router);
  app.use('/idp', idpPagesRouter(context));
  app.use('/lab-bundles', labBundlesRouter());
  app.use(noRouteHandler());
  app.use(errorEnvelopeHandler());
  return server;
}
