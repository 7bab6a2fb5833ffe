/*
 * The one door from hosts/ to the module's contract files. The adapters live two folders below
 * the module root, and the `../../` lint rule exists for cross-folder imports; this is the same
 * module, so it is reached once here instead of from every adapter.
 */
// eslint-disable-next-line no-restricted-imports -- same module's contract, see above
export {
  HostHttpError,
  type ChooseImageOptions,
  type ChosenFile,
  type HostAdapter,
  type HostBridgeVerbs,
  type HostHttp,
  type HostSignInContext,
  type SharePayload,
} from '../../HostBridge';
// eslint-disable-next-line no-restricted-imports -- same module's contract, see above
export type {
  AuthCodeSdk,
  DdSdk,
  DingTalkError,
  FeishuError,
  H5Sdk,
  HzBankSdk,
  PrivateSdkResult,
  TtSdk,
  WxConfig,
  WxSdk,
} from '../../hostSdkGlobals';
