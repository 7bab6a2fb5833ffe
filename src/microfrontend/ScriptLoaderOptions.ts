import type { LoadSchedule } from './LoadSchedule';
import type { MicroAppDescriptor } from './MicroAppDescriptor';

export const MAX_CONCURRENT_LOADS = 6;
export const DELAYED_LOAD_MS = 3000;
export const LOAD_RETRY_AFTER_MS = 200;

export interface ScriptLoaderOptions {
  loadScript: (url: string) => Promise<void>;
  maxConcurrent?: number;
  schedule?: LoadSchedule;
  /** When priority 3 loads may begin, counted from `start()`. */
  delayMs?: number;
  /** The shortest wait before a failed URL is requested again. */
  retryAfterMs?: number;
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
}

export type LoadRequest = Pick<MicroAppDescriptor, 'bundleUrl' | 'priority'>;

export interface LoadOptions {
  /** Needed now (an APPLICATION for the current route): ahead of every priority, no gate. */
  urgent?: boolean;
}

export interface ScriptLoaderSnapshot {
  loading: string[];
  waiting: string[];
}

/** The options with every default filled in, except `schedule`, which needs a window. */
export type ScriptLoaderSettings = Required<Omit<ScriptLoaderOptions, 'schedule'>>;

export function withDefaults(options: ScriptLoaderOptions): ScriptLoaderSettings {
  const requested = options.maxConcurrent ?? MAX_CONCURRENT_LOADS;
  return {
    loadScript: options.loadScript,
    // A limit below one would stall every load, so nonsense falls back to the spec's six.
    maxConcurrent:
      Number.isFinite(requested) && requested >= 1 ? Math.floor(requested) : MAX_CONCURRENT_LOADS,
    delayMs: options.delayMs ?? DELAYED_LOAD_MS,
    retryAfterMs: options.retryAfterMs ?? LOAD_RETRY_AFTER_MS,
    now: options.now ?? (() => Date.now()),
    logError: options.logError ?? ((message, error) => console.error(message, error)),
  };
}
