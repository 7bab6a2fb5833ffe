/**
 * The JS SDK globals each host puts on the page, in the call shapes of the real SDKs (WeCom
 * jweixin, DingTalk dingtalk-jsapi, Feishu h5sdk/tt) or, for hosts whose SDKs are private, the
 * shapes this product's integration contract fixes. The adapters consume these; the lab's fake
 * host scripts implement them (they import these types, never runtime code).
 */

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

export interface DingTalkError {
  errorCode?: number | string;
  errorMessage?: string;
}

/** DingTalk: `env.platform` is 'notInDingTalk' outside the app; failures carry errorCode/errorMessage. */
export interface DdSdk {
  env: { platform: 'notInDingTalk' | 'android' | 'ios' | 'pc' };
  version?: string;
  config(config: {
    agentId: string;
    corpId: string;
    timeStamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (error: DingTalkError) => void): void;
  runtime: {
    permission: {
      requestAuthCode(options: {
        corpId: string;
        onSuccess(result: { code: string }): void;
        onFail(error: DingTalkError): void;
      }): void;
    };
  };
  device: {
    notification: {
      toast(options: {
        text: string;
        duration?: number;
        onSuccess?(): void;
        onFail?(error: DingTalkError): void;
      }): void;
    };
  };
  biz: {
    util: {
      openLink(options: {
        url: string;
        onSuccess?(): void;
        onFail?(error: DingTalkError): void;
      }): void;
      previewImage(options: {
        urls: string[];
        current: string;
        onSuccess?(): void;
        onFail?(error: DingTalkError): void;
      }): void;
      scan(options: {
        type: 'qrCode' | 'barCode' | 'all';
        onSuccess(result: { text: string }): void;
        onFail?(error: DingTalkError): void;
      }): void;
    };
    navigation: {
      setTitle(options: {
        title: string;
        onSuccess?(): void;
        onFail?(error: DingTalkError): void;
      }): void;
      close(options?: { onSuccess?(): void; onFail?(error: DingTalkError): void }): void;
    };
  };
}

/** Feishu: failures carry `errno`/`errString` (103 = auth error); server errors are `code`/`msg`. */
export interface FeishuError {
  errno?: number;
  errString?: string;
}

export interface H5Sdk {
  config(config: {
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
    onSuccess?(): void;
    onFail?(error: FeishuError): void;
  }): void;
  ready(callback: () => void): void;
  error(callback: (error: FeishuError) => void): void;
}

export interface TtSdk {
  requestAuthCode(options: {
    appId: string;
    success(result: { code: string }): void;
    fail(error: FeishuError): void;
  }): void;
  showToast(options: {
    title: string;
    icon?: 'success' | 'error' | 'none';
    duration?: number;
  }): void;
  previewImage(options: {
    urls: string[];
    current: string;
    success?(): void;
    fail?(error: FeishuError): void;
  }): void;
  scanCode(options: {
    success(result: { result: string }): void;
    fail?(error: FeishuError): void;
  }): void;
  closeWindow(options?: { success?(): void; fail?(error: FeishuError): void }): void;
}

/** Answer shape shared by the private host SDKs (bank, work app, kk, kingOA): `code` 0 = success. */
export interface PrivateSdkResult<T = unknown> {
  code: number;
  msg?: string;
  data?: T;
}

/** The bank app's bridge. The session comes from the `accessToken` address parameter. */
export interface HzBankSdk {
  call<T>(
    method: 'toast' | 'close' | 'openLink' | 'getUserInfo',
    params: Record<string, unknown>,
  ): Promise<PrivateSdkResult<T>>;
}

/** Work app, kk and kingOA: an auth code from the SDK, then verbs by name. */
export interface AuthCodeSdk {
  version: string;
  getAuthCode(options: { corpId?: string }): Promise<PrivateSdkResult<{ code: string }>>;
  call<T>(method: string, params: Record<string, unknown>): Promise<PrivateSdkResult<T>>;
}

/**
 * The open-platform SDK (v2.3.1) that remotely looked-up hosts ship: native actions by dotted
 * name ('webview.getAuthCode', 'navbar.setTitle', 'media.previewImage', 'util.toast', …).
 * `invoke` rejects with `{ code, message }`: 30000 unsupported or bridge older than 5.3,
 * 30001 bridge undefined, 30002 bridge failed to initialize, 40004 unsupported on this
 * platform, 40000 a parameter parser rejected input, 50000 to be ignored.
 */
export interface OpenPlatformSdk {
  version: string;
  /** The native bridge version the SDK found, e.g. '5.4.0'. */
  bridgeVersion: string | null;
  invoke<T>(action: string, params?: Record<string, unknown>): Promise<T>;
}

export interface OpenPlatformError {
  code: number;
  message: string;
}

/** Native wrapper: answers mobile-bridge calls through this global (callback ids step by 2). */
export interface NativeBridgeCallbackTarget {
  __expenseBridgeCallback?(callbackId: number, resultJson: string): void;
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
