export { systemClock, type Clock } from './Clock';
export type {
  SignInDialog,
  SignInMessageKey,
  SignInOutcome,
  SignInSession,
  SignInText,
} from './SignInOutcome';
export { identityProviderHost } from './identityProviderHost';
export { createIdentityProviderClient, DEFAULT_CLIENT_ID } from './createIdentityProviderClient';
export { browserLocalStorage, type StorageLike } from './createSafeStorage';
export { createLoginStateStore } from './LoginStateStore';
export { createTokenPairStore } from './TokenPairStore';
export { createIdentitySession, type IdentitySession } from './createIdentitySession';
export { loadStaffSetting, type StaffSetting } from './sessionCalls';
export { localeFromLanguage } from './localeFromLanguage';
export { createIdentitySignIn } from './createIdentitySignIn';
export { isMobileUserAgent, identitySignInUrl, switchCorporationUrl } from './switchCorporationUrl';
