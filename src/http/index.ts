export { createHttpClient, type HttpClient } from './createHttpClient';
export { HttpError, IGNORE_CODE, POLICY_CHECK_CODE, UNAUTHORIZED_CODES } from './HttpError';
export { GRANT_HEADER, type GrantTokenProvider } from './createGrantHeaderInterceptor';
export { DEFAULT_DEDUP_WINDOW_MS } from './createDedupAdapter';
export { httpMessages } from './httpMessages';
export { toHttpError } from './toHttpError';
