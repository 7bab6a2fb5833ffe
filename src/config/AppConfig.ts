/**
 * Everything that differs between environments lives in a runtime file (`/app-config.json`)
 * so one build serves the lab, staging and production.
 */
export interface AppConfig {
  /** Base of the company API, e.g. 'https://api.example.com/api' or '/api'. */
  apiBase: string;
  /** URL prefixes (or /regex/) that may receive the X-HAF-Staff-Grant header; empty = every URL. */
  grantEndpointPatterns: string[];
  registryUrl: string | null;
  registryFallbackUrl: string | null;
  /**
   * docs/architecture.md document preview host: a non-image attachment opens at `<host>/view/url?url&name`
   * with the person's watermark. null: such files are downloaded instead.
   */
  documentPreviewHost: string | null;
  featbit: {
    /** Streaming (default) or polling every 30 s, where a network blocks WebSockets. */
    mode: 'streaming' | 'polling';
    sdkKey: string | null;
    streamingUrl: string | null;
    pollingUrl: string | null;
    eventsUrl: string | null;
  };
  identityProvider: {
    /** null: chosen from the page origin (release or production host, see identityProviderHost). */
    host: string | null;
    clientId: string;
    /** Re-authorize with the stored staff when the refresh token is invalid (cross-origin mode). */
    crossOrigin: boolean;
  };
  hosts: HostsConfig;
  /** Lab-only switches; a production config leaves them out. */
  lab: {
    enabled: boolean;
    crashRoute: boolean;
    /** Host the lab console opened the app as; wins over address and user-agent detection. */
    host: string | null;
  };
}

/** Per-host addresses; production values are the vendors', the lab points them at its fakes. */
export interface HostsConfig {
  /** Script URL of each host's JS SDK by host id (Teams is bundled from npm and needs none). */
  sdkUrls: Record<string, string>;
  /** Chat-app single sign-on entry; it redirects back to /applet/qyweixin.html. */
  wecomSsoUrl: string;
  /** Office-suite authorization pages. */
  authorizeUrls: { dingtalk: string; feishu: string };
  /** Parent-frame origin events go to when needPostEvent is set; null = never post. */
  postEventOrigin: string | null;
  /** Origins whose window messages are accepted (RPC, Teams host). */
  allowedMessageOrigins: string[];
  /** How long a host SDK call may take before sign-in gives up (the lab's 'hang' mode). */
  sdkTimeoutMs: number;
}

export const DEFAULT_CONFIG: AppConfig = {
  apiBase: '/api',
  grantEndpointPatterns: [],
  registryUrl: null,
  registryFallbackUrl: null,
  documentPreviewHost: null,
  featbit: {
    mode: 'streaming',
    sdkKey: null,
    streamingUrl: null,
    pollingUrl: null,
    eventsUrl: null,
  },
  identityProvider: { host: null, clientId: 'client-app', crossOrigin: false },
  hosts: {
    sdkUrls: {
      wecom: 'https://res.wx.qq.com/open/js/jweixin-1.2.0.js',
      dingtalk: 'https://g.alicdn.com/dingding/dingtalk-jsapi/2.10.3/dingtalk.open.js',
      feishu: 'https://lf1-cdn-tos.bytegoofy.com/goofy/lark/op/h5-js-sdk-1.5.16.js',
    },
    wecomSsoUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
    authorizeUrls: {
      dingtalk: 'https://login.dingtalk.com/oauth2/auth',
      feishu: 'https://open.feishu.cn/open-apis/authen/v1/index',
    },
    postEventOrigin: null,
    allowedMessageOrigins: [],
    sdkTimeoutMs: 15000,
  },
  lab: { enabled: false, crashRoute: false, host: null },
};
