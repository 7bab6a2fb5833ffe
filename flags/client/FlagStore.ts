import { makeObservable, observable, runInAction } from 'mobx';
import type { FlagKey, FlagValue } from '@flags/catalog';
import { ClientSupervisor } from './ClientSupervisor';
import type { FlagClient } from './createFeatBitClient';
import { startTimeoutMessage } from './flagClientMessages';
import { FlagValues, rawValuesOf, type FlagChangeListener } from './FlagValues';
import {
  DEFAULT_START_WAIT_TIME_MS,
  clientOptionsFor,
  resolveDependencies,
  type FlagStoreDependencies,
  type FlagStoreOptions,
  type FlagUser,
  type ResolvedDependencies,
} from './FlagStoreOptions';
import {
  gapsOf,
  readLastKnownFlags,
  writeLastKnownFlags,
  type RawFlagValues,
} from './lastKnownFlags';
import { toFeatBitUser } from './toFeatBitUser';

export type FlagStatus = 'initializing' | 'initialized' | 'failed';

/**
 * Feature flags for the signed-in staff member, over the official FeatBit SDK, as MobX state:
 * `status` and `values` are observable. Reads are typed by the catalogue and fall back to its
 * defaults; the last-known values are served from the first render, even offline.
 */
export class FlagStore {
  status: FlagStatus = 'initializing';
  /** Raw values by key (observable); typed reads go through `variation`. */
  readonly values: FlagValues;

  private readonly deps: ResolvedDependencies;
  private readonly supervisor: ClientSupervisor;
  private readonly startWaitTime: number;
  private user: FlagUser;
  private startTimer: unknown;
  private started: Promise<void> | undefined;
  private finishStart: () => void = () => undefined;
  /** Keys a confirmed snapshot holds: the SDK's unconfirmed cache may not overwrite them. */
  private lastKnownKeys = new Set<string>();

  constructor(options: FlagStoreOptions, dependencies: FlagStoreDependencies = {}) {
    const deps = (this.deps = resolveDependencies(dependencies));
    this.startWaitTime = options.startWaitTime ?? DEFAULT_START_WAIT_TIME_MS;
    this.user = options.user;
    this.values = new FlagValues(deps.logger);
    this.useLastKnown(readLastKnownFlags(deps.storage, this.user));
    this.supervisor = new ClientSupervisor(
      () => deps.createClient(clientOptionsFor(options, this.user, deps.logger)),
      {
        ready: (client) => void this.onReady(client),
        update: (client) => void this.refresh(client),
        failed: (willRestart) => this.onFailed(willRestart),
      },
      deps,
    );
    makeObservable(this, { status: observable });
  }

  /** This browser holds server-confirmed flags for this user from an earlier visit. */
  get startsFromLastKnown(): boolean {
    return this.lastKnownKeys.size > 0;
  }

  /** Resolves once initialized, or when the start wait runs out (the SDK keeps trying). */
  start(): Promise<void> {
    const { scheduler } = this.deps;
    this.started ??= new Promise<void>((resolve) => {
      this.finishStart = resolve;
      this.startTimer = scheduler.setTimeout(() => this.onStartTimeout(), this.startWaitTime);
      this.supervisor.connect();
    });
    return this.started;
  }

  /** The typed value for this user; the catalogue default when unknown or of the wrong type. */
  variation<K extends FlagKey>(key: K): FlagValue<K> {
    this.supervisor.recordEvaluation(key, this.values.rawValueOf(key));
    return this.values.read(key);
  }

  /** The wire value of any key, catalogued or not (the shell's uncatalogued module flags). */
  rawValueOf(key: string): string | undefined {
    return this.values.rawValueOf(key);
  }

  /** Fired with the keys whose value changed; returns the unsubscribe function. */
  onChange(listener: FlagChangeListener): () => void {
    return this.values.onChange(listener);
  }

  track(eventName: string, value?: number): void {
    this.supervisor.track(eventName, value);
  }

  /** Switches user (e.g. another corporation), starting from that user's last-known flags. */
  async identify(user: FlagUser): Promise<void> {
    this.user = user;
    this.supervisor.forgetEvaluations();
    this.useLastKnown(readLastKnownFlags(this.deps.storage, user));
    const client = this.supervisor.current;
    if (!client) return; // Between restarts: the next client is built for the new user.
    await client.identify(toFeatBitUser(user));
    await this.refresh(client);
  }

  async close(): Promise<void> {
    this.deps.scheduler.clearTimeout(this.startTimer);
    this.finishStart();
    this.values.removeAllListeners();
    await this.supervisor.stop();
  }

  // Values first, then the status: whoever awaits start() or watches `status` sees real flags.
  private async onReady(client: FlagClient): Promise<void> {
    await this.refresh(client, true);
    if (client !== this.supervisor.current) return;
    this.setStatus('initialized');
    this.deps.scheduler.clearTimeout(this.startTimer);
    this.finishStart();
  }

  private onStartTimeout(): void {
    if (this.status === 'initialized') return;
    this.setStatus('failed');
    this.deps.logger.warn(startTimeoutMessage(this.startWaitTime));
    this.finishStart();
    // By now the SDK has usually loaded its persisted store for this user: show those values.
    const client = this.supervisor.current;
    if (client) void this.refresh(client);
  }

  private onFailed(willRestart: boolean): void {
    this.setStatus('failed');
    if (willRestart) return;
    // Nothing more will arrive: the app goes on with last-known values and defaults.
    this.deps.scheduler.clearTimeout(this.startTimer);
    this.finishStart();
  }

  private async refresh(client: FlagClient, confirmed = this.status === 'initialized') {
    const { logger, storage } = this.deps;
    const read = Promise.resolve().then(() => client.getAllVariations());
    const variations = await read.catch((error: unknown) => logger.warn('Flags unread:', error));
    if (!variations || client !== this.supervisor.current) return;
    const next = rawValuesOf(variations);
    // Only server-confirmed values replace what is known and become the next boot's snapshot;
    // the SDK's own cache may be older than that snapshot, so it only fills the gaps.
    if (!confirmed) return void this.values.apply(gapsOf(next, this.lastKnownKeys), false);
    this.useLastKnown(next);
    writeLastKnownFlags(storage, this.user, next);
  }

  private useLastKnown(snapshot: RawFlagValues = {}): void {
    this.values.apply(snapshot, true);
    this.lastKnownKeys = new Set(Object.keys(snapshot));
  }

  private setStatus(status: FlagStatus): void {
    runInAction(() => (this.status = status));
  }
}
