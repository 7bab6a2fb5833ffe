export { createStoreRef, type StoreRef } from './createStoreRef';
export {
  bindStore,
  defineModule,
  ModuleDefinitionError,
  type LoadPriority,
  type MicroAppType,
  type ModuleDefinition,
  type ModuleDescriptor,
  type ModuleRegistryFields,
  type ModuleRoute,
  type StoreBinding,
} from './defineModule';
export { LocaleStore } from './LocaleStore';
export { addressOf, placeOf, type ListPlace } from './paged/listAddress';
export { listProblemOf } from './paged/listProblemOf';
export { ListPrefetch } from './paged/ListPrefetch';
export type {
  FilterAddress,
  ListPage,
  ListPosition,
  ListProblem,
  LoadOptions,
  PagedListSource,
} from './paged/PagedListSource';
export { PagedListStore, type PagedListOptions } from './paged/PagedListStore';
export { useListAddress } from './paged/useListAddress';
export { ReadTurns } from './ReadTurns';
export { RootStore, SHELL_PATHS, type RootStoreDeps } from './RootStore';
export {
  SessionStore,
  type SessionStaff,
  type SessionStatus,
  type SignedInSession,
} from './SessionStore';
export { UiStore, type FontSizeName, type ThemeMode } from './UiStore';
export { RootStoreContext, useRootStore, useStore } from './useStore';
export {
  BILL_ROLES,
  hasPrivilege,
  isMenuEntryAllowed,
  isPrivilegeCode,
  NoPermission,
  PRIVILEGE_CODES,
  PrivilegeGuard,
  privilegeMessages,
  privilegeOfParams,
  usePrivilege,
  type BillRole,
  type PrivilegeCode,
  type PrivilegeGuardProps,
  type PrivilegeHolder,
  type PrivilegeMessages,
} from '../privileges';
