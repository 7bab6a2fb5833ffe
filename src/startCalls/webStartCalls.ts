import { identityProviderHost } from '../auth/identityProviderHost';
import { createLoginStateStore } from '../auth/LoginStateStore';
import { TOKEN_PATH } from '../auth/sessionPaths';
import { resolveRequestUrl } from '../http/resolveRequestUrl';
import { jsonOf, sendStartCall } from './sendStartCall';
import type { StartCallsContext } from './StartCallsContext';
import { sendStaffCalls } from './staffStartCalls';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The access token of a token answer (`data`, snake_case or camelCase as parseTokenPair reads). */
export function accessTokenOf(body: unknown): string | undefined {
  const data = isObject(body) ? body.data : undefined;
  const token = isObject(data) ? (data.access_token ?? data.accessToken) : undefined;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * The web host: the identity provider's code exchange the shell's finishLogin makes for the
 * address's code, then the staff calls with its token. A code already exchanged (a reload) is
 * left to the shell: it renews the stored pair, which rotates the refresh token.
 */
export function sendWebStartCalls(context: StartCallsContext): void {
  const { code } = context.params;
  const stored = createLoginStateStore(context.localStorage ?? undefined).read();
  if (!code || (stored && code === stored.authCode)) return;
  const { host, clientId } = context.config.identityProvider;
  const idp = identityProviderHost(context.origin, host).replace(/\/+$/, '');
  const request = {
    method: 'POST' as const,
    url: resolveRequestUrl({ url: `${idp}${TOKEN_PATH}` }),
    body: { clientId, grantType: 'authorization_code', code },
  };
  sendStartCall(context.store, context.fetch, request, (answer) => {
    const token = accessTokenOf(jsonOf(answer));
    if (token) sendStaffCalls(context, token);
  });
}
