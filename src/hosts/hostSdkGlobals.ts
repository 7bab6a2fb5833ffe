/**
 * The JS SDK globals each host puts on the page, in the call shapes of the real SDKs (WeCom
 * jweixin, DingTalk dingtalk-jsapi, Feishu h5sdk/tt) or, for hosts whose SDKs are private, the
 * shapes this product's integration contract fixes. The adapters consume these; the lab's fake
 * host scripts implement them (they import these types, never runtime code).
 */

import type { DdSdk, H5Sdk, TtSdk } from './officeSuiteSdkGlobals';
import type {
  AuthCodeSdk,
  HzBankSdk,
  NativeBridgeCallbackTarget,
  OpenPlatformSdk,
} from './privateHostSdkGlobals';

export type { DdSdk, DingTalkError, FeishuError, H5Sdk, TtSdk } from './officeSuiteSdkGlobals';
export type {
  AuthCodeSdk,
  HzBankSdk,
  OpenPlatformError,
  OpenPlatformSdk,
  PrivateSdkResult,
} from './privateHostSdkGlobals';

export interface WxConfig {
  beta?: boolean;
  debug?: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

/** WeCom: callbacks carry `errMsg` ('config:ok', 'config:invalid signature', 'chooseImage:fail …'). */
export interface WxSdk {
  config(config: WxConfig): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg: string }) => void): void;
  previewImage(options: { current: string; urls: string[] }): void;
  chooseImage(options: {
    count?: number;
    sizeType?: Array<'original' | 'compressed'>;
    sourceType?: Array<'album' | 'camera'>;
    success(result: { localIds: string[] }): void;
    fail?(result: { errMsg: string }): void;
    cancel?(): void;
  }): void;
  /** iOS answers `data:image/jpeg;base64,…`, Android the bare base64. */
  getLocalImgData(options: {
    localId: string;
    success(result: { localData: string }): void;
    fail?(result: { errMsg: string }): void;
  }): void;
  scanQRCode(options: {
    needResult: 0 | 1;
    scanType: Array<'qrCode' | 'barCode'>;
    success(result: { resultStr: string }): void;
    fail?(result: { errMsg: string }): void;
  }): void;
  closeWindow(): void;
  invoke(
    name: string,
    args: Record<string, unknown>,
    callback: (result: { err_msg: string; [key: string]: unknown }) => void,
  ): void;
}

declare global {
  interface Window {
    wx?: WxSdk;
    dd?: DdSdk;
    h5sdk?: H5Sdk;
    tt?: TtSdk;
    hzBank?: HzBankSdk;
    workApp?: AuthCodeSdk;
    kk?: AuthCodeSdk;
    kingOA?: AuthCodeSdk;
    OpenPlatformSDK?: OpenPlatformSdk;
    __expenseBridgeCallback?: NativeBridgeCallbackTarget['__expenseBridgeCallback'];
  }
}
