export { systemClock, type Clock } from './Clock';
export type {
  SignInDialog,
  SignInMessageKey,
  SignInOutcome,
  SignInSession,
  SignInText,
} from './SignInOutcome';
export {
  AuthError,
  BusinessCenterError,
  errorCodeOf,
  IdentityProviderError,
  INVALID_ANSWER_CODE,
  MISSING_AUTHCODE_CODE,
  MISSING_AUTHCODE_MESSAGE,
  NO_STAFF_CODE,
  NO_STAFF_MESSAGE,
  NOT_LOGGED_IN_CODE,
  NOT_LOGGED_IN_MESSAGE,
  REFRESH_TOKEN_INVALID_CODE,
  type AuthErrorInit,
} from './AuthError';
export type { AuthLog } from './AuthLog';
export {
  IDP_PRODUCTION_HOST,
  IDP_RELEASE_HOST,
  identityProviderHost,
} from './identityProviderHost';
export {
  createIdentityProviderClient,
  DEFAULT_CLIENT_ID,
  type AuthorizeRequest,
  type IdentityProviderClient,
  type IdentityProviderClientOptions,
  type TokenGrant,
} from './createIdentityProviderClient';
export type { TokenPair } from './TokenPair';
export { decodeIdToken, type IdTokenClaims } from './decodeIdToken';
export { browserLocalStorage, createSafeStorage, type StorageLike } from './createSafeStorage';
export {
  createLoginStateStore,
  LOGIN_STATE_KEY,
  type LoginState,
  type LoginStateStore,
  type StoredStaff,
} from './LoginStateStore';
export { createTokenPairStore, grantStorageKey, type TokenPairStore } from './TokenPairStore';
export {
  createIdentitySession,
  REFRESH_WINDOW_MS,
  TOKEN_CHECK_INTERVAL_MS,
  type IdentitySession,
  type IdentitySessionDeps,
} from './createIdentitySession';
export {
  CORPORATION_ID_KEY,
  resolveStoredLogin,
  SESSION_TOKEN_KEY,
  type StoredLogin,
  type StoredLoginParams,
} from './resolveStoredLogin';
export {
  ACCOUNT_SESSION_PATH,
  loadAccountSession,
  loadStaffSetting,
  type StaffSetting,
} from './sessionCalls';
export { localeFromLanguage, type SignInLocale } from './localeFromLanguage';
export {
  createIdentitySignIn,
  isUnauthorizedFailure,
  type IdentitySignInDeps,
} from './createIdentitySignIn';
export {
  isMobileUserAgent,
  identitySignInUrl,
  switchCorporationUrl,
  type SwitchCorporationRequest,
} from './switchCorporationUrl';
export {
  BUSINESS_CENTER_CHECK_INTERVAL_MS,
  BUSINESS_CENTER_EARLY_EXPIRY_MS,
  createBusinessCenterTokens,
  type BusinessCenterTokens,
  type BusinessCenterTokensDeps,
} from './createBusinessCenterTokens';
export { BUSINESS_CENTER_TOKEN_KEY } from './BusinessCenterTokenStore';
export {
  BUSINESS_CENTER_TIMEOUT_MS,
  type BusinessCenterAnswer,
} from './requestBusinessCenterToken';
