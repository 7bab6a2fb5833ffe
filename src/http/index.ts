export { createHttpClient, type HttpClient, type HttpClientOptions } from './createHttpClient';
export { HttpError, IGNORE_CODE, POLICY_CHECK_CODE, UNAUTHORIZED_CODES } from './HttpError';
export type { HttpErrorInit } from './HttpError';
export type { UnauthorizedHandler } from './createErrorInterceptor';
export { GRANT_HEADER, type GrantTokenProvider } from './createGrantHeaderInterceptor';
export type { EndpointPattern } from './matchesEndpointPatterns';
export { DEFAULT_DEDUP_WINDOW_MS } from './createDedupAdapter';
export { httpMessages, type HttpLocale, type HttpMessages } from './httpMessages';
export { toHttpError, UNKNOWN_CODE, type ErrorMappingOptions } from './toHttpError';
