import type { AppConfig } from '@shell/config';
import type { LabHostId } from '../mocks-server/hosts/labHostIds';
import { LAB_HOST_CATALOG } from './hosts/labHostCatalog';
import { labHostOf, labIdpCrossOrigin } from './hosts/labHostCookies';

export const LAB_SDK_KEY = 'lab-client-key';

/** The lab's fake host pages answer well inside this; 'hang' mode outlasts it on purpose. */
export const LAB_SDK_TIMEOUT_MS = 5000;

interface LabConfigChoices {
  /**
   * The `lab-idp-mode=cross-origin` cookie: the app is configured as a deployment whose identity
   * provider sits on another origin, so an invalid refresh token is answered by re-authorizing
   * (docs/lab.md). The provider stays this lab, whose authorize call takes the named staff.
   */
  idpCrossOrigin?: boolean;
}

/**
 * The runtime config the lab hands the SPA: everything points back at this one lab process,
 * host SDKs and vendor pages included. `host` is the validated `lab-host` cookie: the host the
 * console opened the app as (null: the app detects its host from the address as in production).
 */
export function labAppConfig(
  origin: string,
  host: LabHostId | null = null,
  choices: LabConfigChoices = {},
): AppConfig {
  const ws = origin.replace(/^http/, 'ws');
  const sdkUrls = Object.fromEntries(
    LAB_HOST_CATALOG.filter((entry) => entry.hasScript).map((entry) => [
      entry.id,
      `${origin}/__lab/hosts/${entry.id}/sdk.js`,
    ]),
  );
  return {
    apiBase: `${origin}/api`,
    grantEndpointPatterns: [`${origin}/api/`],
    registryUrl: `${origin}/api/v1/microapps/registry`,
    // The build's own registry.json, served statically: what the app falls back to.
    registryFallbackUrl: `${origin}/modules/registry.json`,
    // The lab's fake document preview page (mocks-server/preview), on this same origin.
    documentPreviewHost: `${origin}/__lab/preview`,
    featbit: {
      mode: 'streaming',
      sdkKey: LAB_SDK_KEY,
      streamingUrl: ws,
      pollingUrl: origin,
      eventsUrl: origin,
    },
    identityProvider: {
      host: origin,
      clientId: 'client-app',
      crossOrigin: choices.idpCrossOrigin === true,
    },
    hosts: {
      sdkUrls,
      wecomSsoUrl: `${origin}/__lab/hosts/wecom/sso`,
      authorizeUrls: {
        dingtalk: `${origin}/__lab/hosts/dingtalk/authorize`,
        feishu: `${origin}/__lab/hosts/feishu/authorize`,
      },
      postEventOrigin: origin,
      allowedMessageOrigins: [origin],
      sdkTimeoutMs: LAB_SDK_TIMEOUT_MS,
    },
    lab: { enabled: true, crashRoute: true, host },
  };
}

/** The config for a browser with these cookies: `lab-host` and `lab-idp-mode`. */
export function labAppConfigFor(origin: string, cookieHeader: string | undefined): AppConfig {
  const idpCrossOrigin = labIdpCrossOrigin(cookieHeader);
  return labAppConfig(origin, labHostOf(cookieHeader), { idpCrossOrigin });
}
