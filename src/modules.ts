import type { ModuleDefinition } from './store';
import type { RootStore } from './store';

/**
 * The one place the shell learns about domain modules, so removing a module is a one-line change.
 * Modules are delivered as their own bundles through the registry; this list is for those the
 * shell must know at build time.
 */
export const shellModules: ModuleDefinition<RootStore>[] = [];

// Host bridges ship with the shell because sign-in needs them; each adapter is its own chunk.
export {
  createChannelRpcServer,
  createParentEvents,
  createWindowRpcServer,
  detectHost,
  HOST_ADAPTER_LOADERS,
  HostHttpError,
  listenToMessages,
  loadHostBridge,
  type HostBridge,
  type HostHttp,
  type HostId,
  type HostLocation,
  type HostSignInContext,
  type RpcHandler,
} from '@modules/host-bridges';
