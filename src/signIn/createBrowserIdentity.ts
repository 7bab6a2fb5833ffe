import {
  browserLocalStorage,
  createIdentityProviderClient,
  createIdentitySession,
  createIdentitySignIn,
  createLoginStateStore,
  createTokenPairStore,
  identityProviderHost,
  systemClock,
  type IdentitySession,
  type SignInOutcome,
} from '../auth';
import type { AppConfig } from '../config';
import { createHttpClient } from '../http';
import { adoptStartAnswers } from '../startCalls';
import type { StartupParams } from '../startup';
import type { RootStore } from '../store';

// One key for the whole SPA: its routes are one page as far as the grant is concerned.
const SPA_PAGE = '/';

export interface BrowserIdentity {
  session: IdentitySession;
  signIn(code: string | undefined): Promise<SignInOutcome>;
}

/** The general identity-provider chain (docs/sign-in-and-hosts.md) over this browser's storage and address. */
export function createBrowserIdentity(
  root: RootStore,
  config: AppConfig,
  params: StartupParams,
): BrowserIdentity {
  const storage = browserLocalStorage();
  // Own client: identity-provider calls must not carry the staff grant or reach the /login handler.
  const authHttp = createHttpClient({ getLocale: () => root.locale.locale });
  adoptStartAnswers(authHttp);
  const session = createIdentitySession({
    idp: createIdentityProviderClient({
      http: authHttp,
      host: identityProviderHost(window.location.origin, config.identityProvider.host),
      clientId: config.identityProvider.clientId,
    }),
    clock: systemClock,
    log: console,
    loginState: createLoginStateStore(storage),
    tokenPairs: createTokenPairStore(storage, SPA_PAGE),
    crossOrigin: config.identityProvider.crossOrigin,
    redirectUri: `${window.location.origin}${window.location.pathname}`,
  });
  const signIn = createIdentitySignIn({ session, http: root.http, params, storage, log: console });
  return { session, signIn };
}
