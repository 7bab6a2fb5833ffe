import type { InternalAxiosRequestConfig } from 'axios';
import { matchesEndpointPatterns, type EndpointPattern } from './matchesEndpointPatterns';
import { resolveRequestUrl } from './resolveRequestUrl';

/** Header that carries the staff bearer token (spec §6). */
export const GRANT_HEADER = 'X-HAF-Staff-Grant';

export type GrantTokenProvider = () => string | undefined;

export interface GrantHeaderSource {
  getGrantToken(): string | undefined;
  getEndpointPatterns(): readonly EndpointPattern[];
}

/**
 * Request interceptor adding the staff grant. The token is read per request (it rotates) and
 * sent only to configured endpoints, so a call to a third-party host never leaks it.
 */
export function createGrantHeaderInterceptor(source: GrantHeaderSource) {
  return function addGrantHeader(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    // AxiosHeaders lookups ignore case, so a caller's own 'x-haf-staff-grant' is respected.
    if (config.headers.has(GRANT_HEADER)) return config;
    const token = source.getGrantToken();
    if (!token) return config;
    if (!matchesEndpointPatterns(resolveRequestUrl(config), source.getEndpointPatterns())) {
      return config;
    }
    config.headers.set(GRANT_HEADER, token);
    return config;
  };
}
