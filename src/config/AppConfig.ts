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
  featbit: {
    /** Streaming (default) or polling every 30 s, where a network blocks WebSockets. */
    mode: 'streaming' | 'polling';
    sdkKey: string | null;
    streamingUrl: string | null;
    pollingUrl: string | null;
    eventsUrl: string | null;
  };
  identityProvider: { host: string | null; clientId: string };
  businessCenter: { host: string | null };
  /** Lab-only switches; a production config leaves them out. */
  lab: { enabled: boolean; crashRoute: boolean };
}

export const DEFAULT_CONFIG: AppConfig = {
  apiBase: '/api',
  grantEndpointPatterns: [],
  registryUrl: null,
  registryFallbackUrl: null,
  featbit: {
    mode: 'streaming',
    sdkKey: null,
    streamingUrl: null,
    pollingUrl: null,
    eventsUrl: null,
  },
  identityProvider: { host: null, clientId: 'client-app' },
  businessCenter: { host: null },
  lab: { enabled: false, crashRoute: false },
};
