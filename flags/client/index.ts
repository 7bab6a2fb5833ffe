export { FlagStore, type FlagStatus } from './FlagStore';
export type {
  FlagLogger,
  FlagStoreDependencies,
  FlagStoreOptions,
  FlagSyncMode,
  FlagUser,
  Scheduler,
} from './FlagStoreOptions';
export type { FlagClient, FlagClientOptions, RawVariation } from './createFeatBitClient';
export { createFeatBitClient } from './createFeatBitClient';
export type { FlagChangeListener, FlagValues } from './FlagValues';
export { LAST_KNOWN_PREFIX } from './lastKnownFlags';
export { FlagModuleContext, FlagStoreContext } from './FlagStoreContext';
export { useFlag } from './useFlag';
export { Flag, type FlagProps } from './Flag';
export { createModuleFlagSource } from './moduleFlagSource';
export { AUTHENTICATION_FAILED_MESSAGE, startTimeoutMessage } from './flagClientMessages';
export { RESTART_DELAYS_MS } from './RestartBackoff';
