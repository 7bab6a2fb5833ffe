/**
 * single-spa 6's twelve application statuses, spelled as single-spa spells them so its
 * `getAppStatus` output can be copied as is. The spec's list lacks UNLOADING; single-spa has it.
 */
export const MICRO_APP_STATUSES = [
  'NOT_LOADED',
  'LOADING_SOURCE_CODE',
  'NOT_BOOTSTRAPPED',
  'BOOTSTRAPPING',
  'NOT_MOUNTED',
  'MOUNTING',
  'MOUNTED',
  'UPDATING',
  'UNMOUNTING',
  'UNLOADING',
  'LOAD_ERROR',
  'SKIP_BECAUSE_BROKEN',
] as const;

export type MicroAppStatus = (typeof MICRO_APP_STATUSES)[number];

export function isMicroAppStatus(value: unknown): value is MicroAppStatus {
  return typeof value === 'string' && (MICRO_APP_STATUSES as readonly string[]).includes(value);
}

/** Statuses in which the bundle's code has arrived. */
export const LOADED_STATUSES: ReadonlySet<MicroAppStatus> = new Set([
  'NOT_BOOTSTRAPPED',
  'BOOTSTRAPPING',
  'NOT_MOUNTED',
  'MOUNTING',
  'MOUNTED',
  'UPDATING',
  'UNMOUNTING',
  'UNLOADING',
]);

/** Statuses in which the app is on screen. */
export const MOUNTED_STATUSES: ReadonlySet<MicroAppStatus> = new Set(['MOUNTED', 'UPDATING']);
