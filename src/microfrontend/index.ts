export {
  DEFAULT_ENTRY,
  DEFAULT_PRIORITY,
  MICRO_APP_TYPES,
  isMicroAppPriority,
  isMicroAppType,
  type MicroAppDescriptor,
  type MicroAppPriority,
  type MicroAppType,
} from './MicroAppDescriptor';
export { RegistryError, type RegistryAttempt, type RegistryErrorOptions } from './RegistryError';
export {
  NOT_A_LIST_MESSAGE,
  NO_APPLICATION_MESSAGE,
  validateRegistry,
  type RegistryWarn,
} from './validateRegistry';
export {
  NO_REGISTRY_MESSAGE,
  REGISTRY_TRIES,
  fetchRegistry,
  type FetchRegistryOptions,
} from './fetchRegistry';
export { NOT_AN_ARRAY_MESSAGE, compareForLoad, orderByDependencies } from './orderByDependencies';
export { isActiveFor, pickActiveApp } from './matchRootPath';
export { createScriptLoader, type ScriptLoader } from './ScriptLoader';
export {
  DELAYED_LOAD_MS,
  LOAD_RETRY_AFTER_MS,
  MAX_CONCURRENT_LOADS,
  type LoadOptions,
  type LoadRequest,
  type ScriptLoaderOptions,
  type ScriptLoaderSnapshot,
} from './ScriptLoaderOptions';
export { IDLE_TIMEOUT_MS, createBrowserSchedule, type LoadSchedule } from './LoadSchedule';
export { loadScriptTag } from './loadScriptTag';
export {
  MicroFrontendDock,
  type DockEvent,
  type DockEvents,
  type DockState,
} from './MicroFrontendDock';
export {
  LOADED_STATUSES,
  MICRO_APP_STATUSES,
  MOUNTED_STATUSES,
  isMicroAppStatus,
  type MicroAppStatus,
} from './MicroAppStatus';
export { MicroAppStore } from './MicroAppStore';
export type { MicroAppRecord } from './MicroAppRecord';
