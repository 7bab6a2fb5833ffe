/**
 * Placeholders for the company's identity-provider hosts: the real addresses are not in the
 * spec. Deployments set `identityProvider.host` in app-config.json, which always wins.
 */
export const IDP_RELEASE_HOST = 'https://idp-release.example.com';
export const IDP_PRODUCTION_HOST = 'https://idp.example.com';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1']);
const RELEASE_MARKERS = ['release', 'test', 'staging', 'dev'];

/**
 * docs/sign-in-and-hosts.md: the identity-provider host depends on the page origin. Locally the app's own origin
 * serves (the lab's fake provider); pre-production hostnames use the release provider.
 */
export function identityProviderHost(origin: string, configuredHost?: string | null): string {
  const configured = configuredHost?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return IDP_PRODUCTION_HOST;
  }
  const hostname = url.hostname.toLowerCase();
  if (LOCAL_HOSTNAMES.has(hostname)) return url.origin;
  if (RELEASE_MARKERS.some((marker) => hostname.includes(marker))) return IDP_RELEASE_HOST;
  return IDP_PRODUCTION_HOST;
}
