import type { AppConfig } from '@shell/config';

export const LAB_SDK_KEY = 'lab-client-key';

/** The runtime config the lab hands the SPA: everything points back at this one lab process. */
export function labAppConfig(origin: string): AppConfig {
  const ws = origin.replace(/^http/, 'ws');
  return {
    apiBase: `${origin}/api`,
    grantEndpointPatterns: [`${origin}/api/`],
    registryUrl: `${origin}/api/v1/microapps/registry`,
    // The build's own registry.json, served statically: what the app falls back to.
    registryFallbackUrl: `${origin}/modules/registry.json`,
    featbit: {
      mode: 'streaming',
      sdkKey: LAB_SDK_KEY,
      streamingUrl: ws,
      pollingUrl: origin,
      eventsUrl: origin,
    },
    identityProvider: { host: origin, clientId: 'client-app' },
    businessCenter: { host: origin },
    lab: { enabled: true, crashRoute: true },
  };
}
