import {
  createFeatBitClient,
  type FlagClient,
  type FlagClientOptions,
} from './createFeatBitClient';
import { defaultFlagStorage } from './lastKnownFlags';
import { toFeatBitUser } from './toFeatBitUser';

/** Who is asking for flags; every field but the optional ones becomes a targeting attribute. */
export interface FlagUser {
  /** Becomes the FeatBit keyId. */
  staffId: string;
  name: string;
  corporationId: string;
  parentTenantId?: string;
  departmentId?: string;
  locale: string;
  host: string;
}

export type FlagSyncMode = 'streaming' | 'polling';

export interface FlagStoreOptions {
  sdkKey: string;
  /** Base addresses; the SDK appends /streaming, /api/public/sdk/client/latest-all and /api/public/insight/track. */
  streamingUrl: string;
  pollingUrl: string;
  eventsUrl: string;
  user: FlagUser;
  /** Streaming by default (docs/flags.md); polling only where WebSockets are blocked. */
  mode?: FlagSyncMode;
  pollingInterval?: number;
  startWaitTime?: number;
}

export interface FlagLogger {
  error(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  info(...args: unknown[]): void;
  debug(...args: unknown[]): void;
}

/** Injected so unit tests drive time by hand instead of waiting on real timers. */
export interface Scheduler {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Collaborators, injectable so unit tests run without the SDK, timers, console or storage. */
export interface FlagStoreDependencies {
  createClient?: (options: FlagClientOptions) => FlagClient;
  scheduler?: Scheduler;
  logger?: FlagLogger;
  /** Holds the last-known flags; localStorage by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

export const DEFAULT_START_WAIT_TIME_MS = 5000;
export const DEFAULT_POLLING_INTERVAL_MS = 30000;

export const realScheduler: Scheduler = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const consoleLogger: FlagLogger = {
  error: (...args) => console.error(...args),
  warn: (...args) => console.warn(...args),
  info: (...args) => console.info(...args),
  // The SDK's debug chatter is useless to staff and would drown real warnings.
  debug: () => undefined,
};

/** The options of one SDK client build, with the spec's defaults filled in. */
export function clientOptionsFor(
  options: FlagStoreOptions,
  user: FlagUser,
  logger: FlagLogger,
): FlagClientOptions {
  return {
    ...options,
    mode: options.mode ?? 'streaming',
    pollingInterval: options.pollingInterval ?? DEFAULT_POLLING_INTERVAL_MS,
    startWaitTime: options.startWaitTime ?? DEFAULT_START_WAIT_TIME_MS,
    user: toFeatBitUser(user),
    logger,
  };
}

export interface ResolvedDependencies {
  createClient: (options: FlagClientOptions) => FlagClient;
  scheduler: Scheduler;
  logger: FlagLogger;
  storage: FlagStoreDependencies['storage'];
}

export function resolveDependencies(dependencies: FlagStoreDependencies): ResolvedDependencies {
  return {
    createClient: dependencies.createClient ?? createFeatBitClient,
    scheduler: dependencies.scheduler ?? realScheduler,
    logger: dependencies.logger ?? consoleLogger,
    // An explicit `storage: undefined` means "persist nothing" (tests, embedded hosts).
    storage: 'storage' in dependencies ? dependencies.storage : defaultFlagStorage(),
  };
}
