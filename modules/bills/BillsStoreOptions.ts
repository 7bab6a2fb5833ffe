import type { RefSource } from './forms';

export interface BillsStoreOptions {
  /** The clock for relative times, injectable for tests. */
  now?: () => number;
  /** Where the bill form's ref pickers search (createHttpRefSource in the app). */
  refSource?: RefSource;
  /** Pause after the last change before a draft saves itself; 2000 ms by default. */
  autosaveMs?: number;
}
