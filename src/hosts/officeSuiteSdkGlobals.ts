/**
 * The office suites' JS SDKs in the call shapes of the real ones: DingTalk's dingtalk-jsapi (`dd`)
 * and Feishu's h5sdk + `tt`. Put on `window` in hostSdkGlobals.ts.
 */

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
