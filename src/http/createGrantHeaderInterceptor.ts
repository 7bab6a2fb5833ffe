import type { InternalAxiosRequestConfig } from 'axios';
import { matchesEndpointPatterns, type EndpointPattern } from './matchesEndpointPatterns';
import { resolveRequestUrl } from './resolveRequestUrl';

/** Header that carries the staff bearer token (docs/http-and-errors.md). */
export const GRANT_HEADER = 'X-HAF-Staff-Grant';

/**
 * The grant for the next request. It may be a promise: an expired identity-provider token is
 * renewed before the request goes (docs/http-and-errors.md synchronous refresh), not after a 401.
 */
export type GrantTokenProvider = () => string | undefined | Promise<string | undefined>;

export interface GrantHeaderSource {
  getGrantToken(): string | undefined | Promise<string | undefined>;
  getEndpointPatterns(): readonly EndpointPattern[];
}

/**
 * Request interceptor adding the staff grant. The token is read per request (it rotates) and
 * sent only to configured endpoints, so a call to a third-party host never leaks it.
 */
export function createGrantHeaderInterceptor(source: GrantHeaderSource) {
  return async function addGrantHeader(
    config: InternalAxiosRequestConfig,
  ): Promise<InternalAxiosRequestConfig> {
    // AxiosHeaders lookups ignore case, so a caller's own 'x-haf-staff-grant' is respected.
    if (config.headers.has(GRANT_HEADER)) return config;
    // Off-pattern requests never ask for the token, so they never wait on a refresh either.
    if (!matchesEndpointPatterns(resolveRequestUrl(config), source.getEndpointPatterns())) {
      return config;
    }
    const token = await source.getGrantToken();
    if (!token) return config;
    config.headers.set(GRANT_HEADER, token);
    return config;
  };
}
