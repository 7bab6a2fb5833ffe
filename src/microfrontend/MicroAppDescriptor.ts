import type { MicroAppPriority, MicroAppType } from '@contracts/microfrontend/microAppTypes';

// The registry's words live with its contract (contracts/microfrontend), valibot-free.
export {
  DEFAULT_ENTRY,
  DEFAULT_PRIORITY,
  isMicroAppPriority,
  type MicroAppType,
} from '@contracts/microfrontend/microAppTypes';

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
