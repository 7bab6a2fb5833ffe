import { makeAutoObservable } from 'mobx';
import type { MicroAppDescriptor } from './MicroAppDescriptor';
import { createRecord, describeError, type MicroAppRecord } from './MicroAppRecord';
import {
  isMicroAppStatus,
  LOADED_STATUSES,
  MOUNTED_STATUSES,
  type MicroAppStatus,
} from './MicroAppStatus';

/** Statuses from which reaching a loaded status means a load happened. */
const NOT_YET_LOADED: ReadonlySet<MicroAppStatus> = new Set([
  'NOT_LOADED',
  'LOADING_SOURCE_CODE',
  'LOAD_ERROR',
]);

/**
 * A MobX mirror of every micro-app's lifecycle status. It decides nothing: single-spa (or the
 * loader) reports, the store remembers, the UI and the lab read. Reports for unknown names or
 * unknown statuses are ignored, and repeating the current status changes nothing, so copying
 * a whole snapshot on every single-spa event is safe.
 */
export class MicroAppStore {
  private readonly records = new Map<string, MicroAppRecord>();
  /** Why the registry could not be used; the shell shows a panel instead of the apps. */
  registryError: string | null = null;
  /** Apps given up on in this page (an unmount that never finished); never mounted again. */
  readonly quarantined = new Set<string>();
  /** The address path single-spa last routed to, for navigation state. */
  path = typeof window === 'undefined' ? '/' : window.location.pathname;

  constructor(private readonly clock: () => number = () => Date.now()) {
    // Lookups stay plain functions so observers reading through them are tracked (actions are not).
    makeAutoObservable<MicroAppStore, 'clock'>(
      this,
      { clock: false, get: false, isQuarantined: false },
      { autoBind: true },
    );
  }

  /** In registration order, which is load order when given `orderByDependencies` output. */
  get apps(): MicroAppRecord[] {
    return [...this.records.values()];
  }

  get broken(): MicroAppRecord[] {
    return this.apps.filter((app) => app.status === 'SKIP_BECAUSE_BROKEN');
  }

  /** LOAD_ERROR apps: unlike broken ones, single-spa retries them on the next activation. */
  get loadFailed(): MicroAppRecord[] {
    return this.apps.filter((app) => app.status === 'LOAD_ERROR');
  }

  get mounted(): MicroAppRecord[] {
    return this.apps.filter((app) => MOUNTED_STATUSES.has(app.status));
  }

  setRegistryError(message: string | null): void {
    this.registryError = message;
  }

  quarantine(name: string, reason: string): void {
    this.quarantined.add(name);
    this.recordError(name, new Error(reason));
  }

  isQuarantined(name: string): boolean {
    return this.quarantined.has(name);
  }

  setPath(path: string): void {
    this.path = path;
  }

  get(name: string): MicroAppRecord | undefined {
    return this.records.get(name);
  }

  /** Adds apps as NOT_LOADED; an app already known keeps its status and takes the new descriptor. */
  register(descriptors: readonly MicroAppDescriptor[]): void {
    for (const descriptor of descriptors) {
      const known = this.records.get(descriptor.name);
      if (known) {
        known.descriptor = descriptor;
        continue;
      }
      this.records.set(descriptor.name, createRecord(descriptor));
    }
  }

  setStatus(name: string, status: MicroAppStatus, at: number = this.clock()): void {
    const record = this.records.get(name);
    if (!record || !isMicroAppStatus(status) || record.status === status) return;
    const previous = record.status;
    record.status = status;
    // Snapshots can skip statuses (NOT_LOADED straight to MOUNTED): a load that was not seen
    // starting still counts as an attempt, with no start time and so no duration.
    const loadBegins = status === 'LOADING_SOURCE_CODE';
    const loadSkipped = previous !== 'LOADING_SOURCE_CODE' && NOT_YET_LOADED.has(previous);
    if (loadBegins || (loadSkipped && (LOADED_STATUSES.has(status) || status === 'LOAD_ERROR'))) {
      record.attempts += 1;
      record.loadStartedAt = loadBegins ? at : null;
      record.loadedAt = null;
      record.loadDurationMs = null;
    }
    if (LOADED_STATUSES.has(status) && NOT_YET_LOADED.has(previous)) {
      record.loadedAt = at;
      record.loadDurationMs = record.loadStartedAt === null ? null : at - record.loadStartedAt;
    }
    if (MOUNTED_STATUSES.has(status)) {
      if (!MOUNTED_STATUSES.has(previous)) record.mountedAt = at;
    } else if (status !== 'UNMOUNTING') {
      record.mountedAt = null;
    }
  }

  recordError(name: string, error: unknown, at: number = this.clock()): void {
    const record = this.records.get(name);
    if (!record) return;
    record.lastError = describeError(error);
    record.lastErrorAt = at;
  }

  /**
   * Copies single-spa's statuses, e.g. on `single-spa:app-change`. Takes single-spa's own
   * functions (`getAppNames`, `getAppStatus`) so this file does not import single-spa.
   */
  syncFromSingleSpa(
    getAppNames: () => readonly string[],
    getAppStatus: (name: string) => string | null | undefined,
    at: number = this.clock(),
  ): void {
    for (const name of getAppNames()) {
      const status = getAppStatus(name);
      if (isMicroAppStatus(status)) this.setStatus(name, status, at);
    }
  }
}
