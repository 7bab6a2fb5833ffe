export type {
  ChosenFile,
  HostAdapter,
  HostBridge,
  HostBridgeVerbs,
  HostHttp,
  HostId,
  HostLocation,
  HostLog,
  HostSignInContext,
  PersonInfo,
  ProxyRequest,
} from './HostBridge';
export { HostHttpError } from './HostBridge';
export type { OpenPlatformSdk } from './hostSdkGlobals';

export { detectHost } from './detectHost';
export { HOST_ADAPTER_LOADERS } from './loadHostAdapter';
export { loadHostBridge } from './loadHostBridge';
export type { HostAdapterEnv } from './core/HostAdapterEnv';
export { createParentEvents } from './core/postEvent';
export { listenToMessages } from './core/listenToMessages';

export { createWindowRpcServer } from './rpc/createWindowRpcServer';
export { createChannelRpcServer } from './rpc/createChannelRpcServer';
export type { RpcHandler } from './rpc/RpcHandlers';
