import { DataSyncModeEnum, FbClientBuilder, type IUser } from '@featbit/js-client-sdk';
import type { JsonValue } from '@flags/catalog';
import type { FlagLogger, FlagSyncMode } from './FlagStoreOptions';

/** What the FlagStore gets from one SDK client build. */
export interface FlagClientOptions {
  sdkKey: string;
  streamingUrl: string;
  pollingUrl: string;
  eventsUrl: string;
  mode: FlagSyncMode;
  pollingInterval: number;
  startWaitTime: number;
  user: IUser;
  logger: FlagLogger;
}

/** The raw (string) variation of one flag, as `getAllVariations` reports it. */
export interface RawVariation {
  flagKey: string;
  value?: string;
}

/** The slice of the SDK's IFbClient the FlagStore uses, so tests can hand in a fake. */
export interface FlagClient {
  on(event: 'ready' | 'failed' | 'update', listener: (...args: unknown[]) => void): unknown;
  getAllVariations(): Promise<RawVariation[]>;
  variation(key: string, defaultValue: JsonValue): unknown;
  identify(user: IUser): Promise<void>;
  track(eventName: string, metricValue?: number): void;
  close(): Promise<void>;
}

// The FlagStore logs its own start-timeout message (docs/flags.md wording, plus what happens next).
const SDK_START_TIMEOUT_PREFIX = 'FbClient failed to start successfully';

/** Passes the SDK's warnings and errors on; its info/debug lines are per-connection chatter. */
function sdkLoggerFor(logger: FlagLogger): FlagLogger {
  return {
    error: (...args) => logger.error('[FeatBit]', ...args),
    warn: (...args) => {
      if (typeof args[0] === 'string' && args[0].startsWith(SDK_START_TIMEOUT_PREFIX)) return;
      logger.warn('[FeatBit]', ...args);
    },
    info: () => undefined,
    debug: () => undefined,
  };
}

function withinWait(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work, waited]).finally(() => clearTimeout(timer));
}

/**
 * Builds the official browser client; the default `createClient` of the FlagStore.
 *
 * SDK 4.2.15 assembles its parts only after hashing the user asynchronously, and `close()` or
 * `track()` before that throw (and a client that failed to close would then connect anyway).
 * Its start wait is armed as the last step of that assembly, so `waitForInitialization()`
 * settling, either way, means the parts exist: early calls are retried then.
 */
export function createFeatBitClient(options: FlagClientOptions): FlagClient {
  const client = new FbClientBuilder({
    sdkKey: options.sdkKey,
    user: options.user,
    streamingUri: options.streamingUrl,
    pollingUri: options.pollingUrl,
    eventsUri: options.eventsUrl,
    dataSyncMode:
      options.mode === 'polling' ? DataSyncModeEnum.POLLING : DataSyncModeEnum.STREAMING,
    pollingInterval: options.pollingInterval,
    startWaitTime: options.startWaitTime,
    logger: sdkLoggerFor(options.logger),
  }).build();
  const assembled = client.waitForInitialization().then(
    () => undefined,
    () => undefined,
  );
  return {
    on: (event, listener) => client.on(event, listener),
    getAllVariations: () => client.getAllVariations(),
    variation: (key, defaultValue) => client.variation(key, defaultValue),
    // Over streaming the SDK's identify waits for the server's answer, with no limit of its own.
    identify: (user) => withinWait(client.identify(user), options.startWaitTime),
    track: (eventName, metricValue) => {
      try {
        client.track(eventName, metricValue);
      } catch {
        void assembled.then(() => client.track(eventName, metricValue));
      }
    },
    close: async () => {
      try {
        await client.close();
      } catch {
        await assembled;
        await client.close();
      }
    },
  };
}
