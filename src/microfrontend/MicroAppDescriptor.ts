/** The kinds of bundle a registry entry can describe (docs/micro-frontend.md "Micro-application descriptor"). */
export type MicroAppType = 'APPLICATION' | 'COMPONENT' | 'UTIL' | 'PLUGIN' | 'IFRAME';

export const MICRO_APP_TYPES: readonly MicroAppType[] = [
  'APPLICATION',
  'COMPONENT',
  'UTIL',
  'PLUGIN',
  'IFRAME',
];

/** 1 preload at start, 2 load when the browser is idle, 3 load after a delay. */
export type MicroAppPriority = 1 | 2 | 3;

export const DEFAULT_PRIORITY: MicroAppPriority = 2;
export const DEFAULT_ENTRY = 'default';

/** One validated registry entry; only `validateRegistry` should build these from network data. */
export interface MicroAppDescriptor {
  /** Unique in a validated list: single-spa registers applications by name. */
  name: string;
  /** Stable per module; dependencies refer to it. */
  uuid: string;
  version: string;
  type: MicroAppType;
  /** Starts with '/'; required for APPLICATION, where it decides when the app is active. */
  rootPath?: string;
  /** An http(s) URL, absolute or relative to the page. */
  bundleUrl: string;
  priority: MicroAppPriority;
  /** The export of the bundle that holds the lifecycles or the registered value. */
  entry: string;
  /** uuids of entries that must load first. */
  dependencies: string[];
  params: Record<string, unknown>;
}

export function isMicroAppType(value: unknown): value is MicroAppType {
  return typeof value === 'string' && (MICRO_APP_TYPES as readonly string[]).includes(value);
}

export function isMicroAppPriority(value: unknown): value is MicroAppPriority {
  return value === 1 || value === 2 || value === 3;
}
