export type {
  ChooseImageOptions,
  ChosenFile,
  HostAdapter,
  HostBridge,
  HostBridgeVerbs,
  HostHttp,
  HostHttpRequest,
  HostId,
  HostLocation,
  HostLog,
  HostSignInContext,
  PersonInfo,
  ProxyRequest,
  SharePayload,
} from './HostBridge';
export { HostHttpError } from './HostBridge';
export type {
  AuthCodeSdk,
  DdSdk,
  H5Sdk,
  HzBankSdk,
  NativeBridgeCallbackTarget,
  OpenPlatformError,
  OpenPlatformSdk,
  PrivateSdkResult,
  TtSdk,
  WxConfig,
  WxSdk,
} from './hostSdkGlobals';

export { detectHost, HOST_IDS, isHostId, type DetectHostInput } from './detectHost';
export { HOST_ADAPTER_LOADERS, HostAdapterLoadError, loadHostAdapter } from './loadHostAdapter';
export { loadHostBridge, type LoadHostBridgeOptions } from './loadHostBridge';
export { composeBridge } from './core/composeBridge';
export type { HostAdapterEnv, HostAdapterFactory } from './core/HostAdapterEnv';
export { resolveAdapterEnv, type HostBridgeDeps } from './core/HostBridgeDeps';
export { rejectUnsupportedFeature, rejectUnsupportedMethod } from './core/rejectUnsupported';
export { UnsupportedFeatureError, type UnsupportedFeature } from './core/UnsupportedFeatureError';
export { createParentEvents, type ParentEvents, type ParentEventsOptions } from './core/postEvent';
export { listenToMessages, type ListenToMessagesOptions } from './core/listenToMessages';

export { decodeHostStorageValue, encodeHostStorageValue } from './hosts/native/hostStorageCodec';
export { compareVersions } from './hosts/native/compareVersions';
export {
  bridgeFeatures,
  parseNativeUserAgent,
  usesPromptChannel,
  type BridgeFeatures,
  type NativeUserAgent,
} from './hosts/native/nativeUserAgent';
export { NativeBridgeError } from './hosts/native/NativeBridgeError';
export {
  OpenPlatformSdkError,
  type OpenPlatformFailure,
} from './hosts/remote/OpenPlatformSdkError';
export { HOST_BRIDGE_READY_EVENT } from './hosts/web/hostBridgeReadyEvent';

export { createWindowRpcServer, type WindowRpcServer } from './rpc/createWindowRpcServer';
export { createWindowRpcClient, type RpcClient } from './rpc/createWindowRpcClient';
export { createChannelRpcServer, type ChannelRpcServer } from './rpc/createChannelRpcServer';
export { createChannelRpcClient, type ChannelRpcClient } from './rpc/createChannelRpcClient';
export { NO_HANDLER_MESSAGE, RPC_CODES, RpcError } from './rpc/RpcError';
export type { RpcCallMeta, RpcHandler } from './rpc/RpcHandlers';
export type { RpcPort } from './rpc/RpcPort';
