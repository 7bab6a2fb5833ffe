/**
 * Everything an adapter is written against, in one place: each host folder imports its contract
 * from here and nothing else from src/hosts' root (README.md, "An adapter").
 */
export {
  HostHttpError,
  type ChooseImageOptions,
  type ChosenFile,
  type HostAdapter,
  type HostBridgeVerbs,
  type HostHttp,
  type HostLog,
  type HostSignInContext,
  type PersonInfo,
  type ProxyRequest,
  type SharePayload,
} from '../HostBridge';
export type { HostAdapterEnv } from '../core/HostAdapterEnv';
export type {
  AuthCodeSdk,
  DdSdk,
  DingTalkError,
  FeishuError,
  H5Sdk,
  HzBankSdk,
  OpenPlatformSdk,
  PrivateSdkResult,
  TtSdk,
  WxConfig,
  WxSdk,
} from '../hostSdkGlobals';
