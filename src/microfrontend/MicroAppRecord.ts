import type { MicroAppDescriptor } from './MicroAppDescriptor';
import type { MicroAppStatus } from './MicroAppStatus';

/** One app as the UI and the lab console see it. Times are epoch milliseconds. */
export interface MicroAppRecord {
  descriptor: MicroAppDescriptor;
  status: MicroAppStatus;
  /** When the latest load began; null when the load was not seen starting. */
  loadStartedAt: number | null;
  loadedAt: number | null;
  loadDurationMs: number | null;
  /** Since when the app is on screen; null while it is not. */
  mountedAt: number | null;
  lastError: string | null;
  lastErrorAt: number | null;
  /** How many loads were tried, counting retries after LOAD_ERROR. */
  attempts: number;
}

export function createRecord(descriptor: MicroAppDescriptor): MicroAppRecord {
  return {
    descriptor,
    status: 'NOT_LOADED',
    loadStartedAt: null,
    loadedAt: null,
    loadDurationMs: null,
    mountedAt: null,
    lastError: null,
    lastErrorAt: null,
    attempts: 0,
  };
}

const MAX_ERROR_LENGTH = 500;

/** Error text for the UI and the lab: bundles throw anything, sometimes huge strings. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}
