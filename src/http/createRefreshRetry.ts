import { AxiosHeaders, isAxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { GRANT_HEADER } from './createGrantHeaderInterceptor';
import { toHttpError } from './toHttpError';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one replay after a session refresh, so a second 401 is final. */
    replayedAfterRefresh?: boolean;
  }
}

/** Renews the session's token; false when this session cannot (a host grant, not the IdP). */
export type SessionRefresher = () => Promise<boolean>;

export interface RefreshRetryOptions {
  instance: AxiosInstance;
  getRefresher(): SessionRefresher | undefined;
}

/**
 * Response-error interceptor placed before the error mapping: a 401 (or a code meaning one) on a
 * request that has not been replayed yet refreshes the session and sends the request once more
 * with the new grant — synchronous refresh when the token has expired (docs/http-and-errors.md), so a token that
 * lapses under a long upload or a save costs the person nothing. When the refresh is impossible
 * or fails, the original 401 goes on to the unauthorized handler as before.
 */
export function createRefreshRetry(options: RefreshRetryOptions) {
  return async function replayAfterRefresh(error: unknown): Promise<AxiosResponse> {
    const refresher = options.getRefresher();
    const config = isAxiosError(error) ? error.config : undefined;
    if (!refresher || !config || config.replayedAfterRefresh || config.signal?.aborted) throw error;
    if (!toHttpError(error).isUnauthorized) throw error;
    // A failed refresh leaves the original 401 to the unauthorized handler.
    const renewed = await refresher().catch(() => false);
    if (!renewed) throw error;
    const headers = AxiosHeaders.from(config.headers);
    // The grant interceptor keeps a header already present: drop the stale one so it is renewed.
    headers.delete(GRANT_HEADER);
    return options.instance.request({ ...config, headers, replayedAfterRefresh: true });
  };
}
