import { AuthError, MISSING_AUTHCODE_CODE, MISSING_AUTHCODE_MESSAGE } from './AuthError';
import { describeFailure, type AuthLog } from './AuthLog';
import type { Clock } from './Clock';
import { createTokenExchange, type TokenExchangeDeps } from './createTokenExchange';
import type { TokenPair } from './TokenPair';

/** docs/sign-in-and-hosts.md: a token this close to expiry is refreshed silently in the background. */
export const REFRESH_WINDOW_MS = 600_000;
/** docs/sign-in-and-hosts.md: how often the refresh need is checked without any caller asking. */
export const TOKEN_CHECK_INTERVAL_MS = 3000;

export interface IdentitySessionDeps extends TokenExchangeDeps {
  clock: Clock;
  log: AuthLog;
}

export interface IdentitySession {
  /** Completes an identity-provider login from the address's code, or from stored state. */
  finishLogin(code?: string): Promise<TokenPair>;
  /** A usable access token, refreshing first if it has expired; undefined when signed out. */
  getAccessToken(): Promise<string | undefined>;
  /** The access token as it is now, for synchronous callers such as the grant header. */
  currentAccessToken(): string | undefined;
  refresh(): Promise<TokenPair>;
  stop(): void;
  logout(): void;
}

function missingAuthCode(): AuthError {
  return new AuthError({ code: MISSING_AUTHCODE_CODE, message: MISSING_AUTHCODE_MESSAGE });
}

/** Sign-in, stored state (docs/sign-in-and-hosts.md): identity-provider tokens, refreshed before they lapse. */
export function createIdentitySession(deps: IdentitySessionDeps): IdentitySession {
  const { clock, log, loginState } = deps;
  const tokens = createTokenExchange(deps);
  let refreshing: Promise<TokenPair> | undefined;
  let timer: unknown;

  // One refresh at a time: a rotated refresh token would make a second, later one fail.
  const refresh = (): Promise<TokenPair> => {
    if (!refreshing) {
      const refreshToken = loginState.read()?.refreshToken ?? tokens.current()?.refresh_token;
      const run = refreshToken
        ? tokens.refreshWith(refreshToken)
        : Promise.reject(missingAuthCode());
      refreshing = run.finally(() => {
        refreshing = undefined;
      });
    }
    return refreshing;
  };

  const refreshSilently = () => {
    // Already under way: its outcome is awaited or logged by whoever started it.
    if (refreshing) return;
    refresh().catch((error: unknown) => {
      log.warn('[auth] silent token refresh failed', describeFailure(error));
    });
  };

  const isDue = (pair: TokenPair) => clock.now() >= pair.expires_at - REFRESH_WINDOW_MS;

  const stop = () => {
    if (timer !== undefined) clock.clearInterval(timer);
    timer = undefined;
  };

  const startChecking = () => {
    timer ??= clock.setInterval(() => {
      const pair = tokens.current();
      if (pair && isDue(pair)) refreshSilently();
    }, TOKEN_CHECK_INTERVAL_MS);
  };

  return {
    async finishLogin(given) {
      const code = given || undefined;
      const stored = loginState.read();
      let pair: TokenPair;
      if (stored && (code === undefined || code === stored.authCode)) pair = await refresh();
      else if (code) pair = await tokens.exchangeCode(code);
      else throw missingAuthCode();
      startChecking();
      return pair;
    },
    async getAccessToken() {
      const pair = tokens.current();
      if (!pair) return undefined;
      if (clock.now() >= pair.expires_at) return (await refresh()).access_token;
      if (isDue(pair)) refreshSilently();
      return pair.access_token;
    },
    currentAccessToken: () => tokens.current()?.access_token,
    refresh,
    stop,
    logout() {
      stop();
      tokens.clear();
    },
  };
}
