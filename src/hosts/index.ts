export type {
  ChosenFile,
  HostBridge,
  HostHttp,
  HostId,
  HostLocation,
  HostLog,
  HostSignInRequest,
  ProxyRequest,
  SharePayload,
} from './HostBridge';
export { HostHttpError } from './HostBridge';

export { detectHost } from './detectHost';
export { HOST_ADAPTER_LOADERS } from './loadHostAdapter';
export { loadHostBridge } from './loadHostBridge';
export { createParentEvents } from './core/postEvent';
export { listenToMessages } from './core/listenToMessages';

export { createWindowRpcServer } from './rpc/createWindowRpcServer';
export { createChannelRpcServer } from './rpc/createChannelRpcServer';
export type { RpcHandler } from './rpc/RpcHandlers';
