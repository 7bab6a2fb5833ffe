export { FlagStore } from './FlagStore';
export { FlagModuleContext } from './FlagStoreContext';
export { useFlag } from './useFlag';
export { createModuleFlagSource } from './moduleFlagSource';
