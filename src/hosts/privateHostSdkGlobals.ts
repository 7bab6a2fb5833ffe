/**
 * SDK shapes of the hosts whose SDKs are private (bank app, work app, kk, kingOA), the
 * open-platform SDK of remotely looked-up hosts and the native wrapper's callback: the shapes
 * this product's integration contract fixes. Put on `window` in hostSdkGlobals.ts.
 */

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
