import type { IncomingMessage, Server } from 'node:http';
import express from 'express';
import type { Router } from 'express';
import type { FlagStreamLink } from '../../mocks-server/recording/FlagStreamLink';
import { FlagAudit } from './audit/FlagAudit';
import { FlagSchedules } from './audit/FlagSchedules';
import { flagAdminRouter } from './flagAdminRouter';
import { FlagRepository } from './FlagRepository';
import { InsightLog } from './InsightLog';
import { DEFAULT_DEFINITIONS_DIR, loadDefinitions } from './loadDefinitions';
import { publicSdkRouter } from './publicSdkRouter';
import { StreamingHub, type ConnectionInfo } from './StreamingHub';

export const DEFAULT_INSIGHT_CAPACITY = 1000;

export interface FlagServerOptions {
  /** Keys the SDK may use (streaming token secret, polling/events Authorization). None: any key. */
  sdkKeys?: readonly string[];
  /** Holds flags.json and segments.json. Defaults to flags/definitions. */
  definitionsDir?: string;
  /** The lab clock in epoch ms: flag timestamps and logs use it. */
  now?: () => number;
  /** How many insights (and track requests) the events log keeps. */
  insightCapacity?: number;
  /**
   * The mock backend's record and replay (`mock.recordReplay.flagStream`): data-syncs sent are
   * recorded per lab session, and a replaying session gets the recording's flag messages.
   */
  link?: FlagStreamLink;
  /** Refuses upgrades this returns false for (the lab's Host check); all are accepted by default. */
  acceptUpgrade?: (request: IncomingMessage) => boolean;
}

export interface FlagServer {
  /** Mount on the lab app before the mock backend: it owns /api/public/* and /__lab/flags*. */
  router: Router;
  repository: FlagRepository;
  insights: InsightLog;
  /** Every flag and segment change: who, when, before and after. */
  audit: FlagAudit;
  /** Flag changes the lab clock applies later. */
  schedules: FlagSchedules;
  connections(): ConnectionInfo[];
  /** Drops every streaming connection and stops listening for upgrades. */
  close(): Promise<void>;
}

/**
 * A FeatBit-compatible flag server on the lab's HTTP server, so the unmodified client SDK works
 * against it: `/streaming` upgrades on `server`, polling and events through `router`, and the
 * lab's admin API. Throws FlagDefinitionError when the definition files are broken.
 */
export function attachFlagServer(server: Server, options: FlagServerOptions = {}): FlagServer {
  const now = options.now ?? Date.now;
  const sdkKeys = options.sdkKeys ?? [];
  const definitionsDir = options.definitionsDir ?? DEFAULT_DEFINITIONS_DIR;
  const reload = () => loadDefinitions(definitionsDir, new Date(now()).toISOString());
  const repository = new FlagRepository(reload(), now);
  const insights = new InsightLog(options.insightCapacity ?? DEFAULT_INSIGHT_CAPACITY, now);
  const { link } = options;
  const hub = new StreamingHub(server, repository, sdkKeys, now, link, options.acceptUpgrade);
  const connections = () => hub.connections();
  const audit = new FlagAudit(repository, now);
  const schedules = new FlagSchedules(repository, now);
  schedules.start();

  const router = express.Router();
  router.use('/api/public', publicSdkRouter({ repository, insights, sdkKeys, link }));
  router.use(
    '/__lab/flags',
    flagAdminRouter({ repository, insights, connections, reload, audit, schedules }),
  );
  const close = () => {
    schedules.stop();
    audit.close();
    return hub.close();
  };
  return { router, repository, insights, audit, schedules, connections, close };
}
