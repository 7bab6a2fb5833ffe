import { flagDefinition, type FlagKey } from '@flags/catalog';
import type { FlagClient } from './createFeatBitClient';
import { AUTHENTICATION_FAILED_MESSAGE } from './flagClientMessages';
import type { FlagLogger, Scheduler } from './FlagStoreOptions';
import { RestartBackoff } from './RestartBackoff';
import { isUnrecoverableStatus, statusOfFailure } from './statusOfFailure';

/** What the supervisor reports about the current client. */
export interface ClientEvents {
  ready(client: FlagClient): void;
  update(client: FlagClient): void;
  /** The client failed; `willRestart` is false when retrying cannot help (bad key, bad config). */
  failed(willRestart: boolean): void;
}

// Metric events tracked while a client is being rebuilt are replayed into the next one.
const MAX_PENDING_TRACKS = 100;

/**
 * Keeps one SDK client alive. SDK 4.2.x gives up for good on any polling error, while the spec
 * treats only 4xx other than 400/408/429 as final, so on a fatal failure this closes the client
 * and builds a new one after the spec's backoff, reset by every successful start.
 */
export class ClientSupervisor {
  private client: FlagClient | undefined;
  private readonly backoff = new RestartBackoff();
  private readonly pendingTracks: Array<[string, number | undefined]> = [];
  /** Evaluations already reported through the current client: the SDK dedups only per flush. */
  private readonly evaluated = new Set<string>();
  private ready = false;
  private restartTimer: unknown;
  private stopped = false;
  private readonly scheduler: Scheduler;
  private readonly logger: FlagLogger;

  constructor(
    private readonly build: () => FlagClient,
    private readonly events: ClientEvents,
    { scheduler, logger }: { scheduler: Scheduler; logger: FlagLogger },
  ) {
    this.scheduler = scheduler;
    this.logger = logger;
  }

  /** The live client, if any: undefined while waiting to restart and after stopping. */
  get current(): FlagClient | undefined {
    return this.client;
  }

  connect(): void {
    if (this.stopped || this.client) return;
    let client: FlagClient;
    try {
      client = this.build();
    } catch (error) {
      // A configuration error (no SDK key, no user name): rebuilding cannot fix it.
      this.logger.error('FeatBit client could not be created:', error);
      this.stopped = true;
      return this.events.failed(false);
    }
    this.client = client;
    this.ready = false;
    this.evaluated.clear();
    // Events of a client that was replaced or closed are stale and ignored.
    client.on('ready', () => {
      if (client !== this.client) return;
      this.ready = true;
      this.backoff.reset();
      this.events.ready(client);
    });
    // The payload ('update' gets a nested [[keys]]) is not needed: the store re-reads all flags.
    client.on('update', () => client === this.client && this.events.update(client));
    // 'failed' is the SDK's fatal signal; 'error' also carries harmless ones ("flag not found").
    client.on('failed', (error) => client === this.client && this.onFailed(client, error));
    for (const [name, value] of this.pendingTracks.splice(0)) client.track(name, value);
  }

  track(eventName: string, value?: number): void {
    if (this.client) this.client.track(eventName, value);
    else if (this.pendingTracks.length < MAX_PENDING_TRACKS && !this.stopped) {
      this.pendingTracks.push([eventName, value]);
    }
  }

  /**
   * Reports an evaluation (FeatBit's experiment data) once per key and value and client. Only a
   * ready client records them, so the SDK's "called before initialization" warning never fires.
   */
  recordEvaluation(key: FlagKey, raw: string | undefined): void {
    const id = `${key}\n${raw}`;
    // A flag the server does not know has nothing to report (the SDK would log "flag not found").
    if (raw === undefined || !this.client || !this.ready || this.evaluated.has(id)) return;
    this.evaluated.add(id);
    try {
      this.client.variation(key, flagDefinition(key).defaultValue);
    } catch (error) {
      // A malformed flag (no variationOptions) makes the SDK throw; the value is still served.
      this.logger.debug('FeatBit could not record an evaluation:', error);
    }
  }

  /** A new user should report the evaluations again. */
  forgetEvaluations(): void {
    this.evaluated.clear();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.scheduler.clearTimeout(this.restartTimer);
    const client = this.client;
    this.client = undefined;
    await client?.close();
  }

  private onFailed(client: FlagClient, error: unknown): void {
    const status = statusOfFailure(error);
    this.client = undefined;
    client.close().catch((closeError: unknown) => this.logger.debug(closeError));
    if (isUnrecoverableStatus(status)) {
      this.stopped = true;
      const refused = `FeatBit refused the flag request with HTTP ${status}; not retrying.`;
      this.logger.error(status === 401 ? AUTHENTICATION_FAILED_MESSAGE : refused);
      return this.events.failed(false);
    }
    const delay = this.backoff.nextDelay();
    this.logger.warn(`FeatBit flag sync failed (${String(error)}); restarting in ${delay} ms.`);
    this.restartTimer = this.scheduler.setTimeout(() => this.connect(), delay);
    this.events.failed(true);
  }
}
