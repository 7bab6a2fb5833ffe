import axios, { type AxiosInstance } from 'axios';
import { createDedupAdapter, DEFAULT_DEDUP_WINDOW_MS } from './createDedupAdapter';
import { createErrorInterceptor, type UnauthorizedHandler } from './createErrorInterceptor';
import {
  createGrantHeaderInterceptor,
  type GrantTokenProvider,
} from './createGrantHeaderInterceptor';
import type { HttpLocale, HttpMessages } from './httpMessages';
import type { EndpointPattern } from './matchesEndpointPatterns';
import { createRefreshRetry, type SessionRefresher } from './createRefreshRetry';

export interface HttpClientOptions {
  baseURL?: string;
  /** Where the staff grant may be sent; empty or unset means every endpoint. */
  grantEndpointPatterns?: EndpointPattern[];
  getGrantToken?: GrantTokenProvider;
  /** Clock for the dedup window, injectable so tests need no real waiting. */
  now?: () => number;
  dedupWindowMs?: number;
  /** Request timeout in ms; 0 means none (docs/http-and-errors.md). */
  timeout?: number;
  messages?: Record<HttpLocale, HttpMessages>;
  getLocale?: () => HttpLocale;
}

export interface HttpClient {
  readonly axios: AxiosInstance;
  setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void;
  setGrantTokenProvider(provider: GrantTokenProvider | undefined): void;
  setGrantEndpointPatterns(patterns: readonly EndpointPattern[]): void;
  /** How a 401 renews the session before the request is replayed once; unset: no replay. */
  setSessionRefresher(refresher: SessionRefresher | undefined): void;
}

/** Builds the app's single axios client: grant header, dedup and typed errors (docs/http-and-errors.md–docs/http-and-errors.md). */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  let getGrantToken = options.getGrantToken;
  let patterns: readonly EndpointPattern[] = [...(options.grantEndpointPatterns ?? [])];
  let onUnauthorized: UnauthorizedHandler | undefined;
  let refresher: SessionRefresher | undefined;

  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? 0,
    adapter: createDedupAdapter({
      now: options.now,
      windowMs: options.dedupWindowMs ?? DEFAULT_DEDUP_WINDOW_MS,
    }),
  });

  instance.interceptors.request.use(
    createGrantHeaderInterceptor({
      getGrantToken: () => getGrantToken?.(),
      getEndpointPatterns: () => patterns,
    }),
  );
  // Response interceptors run in the order added: the replay sees the raw error first.
  instance.interceptors.response.use(
    undefined,
    createRefreshRetry({ instance, getRefresher: () => refresher }),
  );
  instance.interceptors.response.use(
    undefined,
    createErrorInterceptor({
      messages: options.messages,
      getLocale: options.getLocale,
      getUnauthorizedHandler: () => onUnauthorized,
    }),
  );

  return {
    axios: instance,
    setUnauthorizedHandler(handler) {
      onUnauthorized = handler;
    },
    setGrantTokenProvider(provider) {
      getGrantToken = provider;
    },
    setSessionRefresher(next) {
      refresher = next;
    },
    setGrantEndpointPatterns(next) {
      // Copied so a caller mutating its array later cannot silently widen where tokens go.
      patterns = [...next];
    },
  };
}
