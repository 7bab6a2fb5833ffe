import { useCallback } from 'react';
import {
  browserLocalStorage,
  identityProviderHost,
  identitySignInUrl,
  isMobileUserAgent,
} from '../auth';
import type { AppConfig } from '../config';
import { safeSessionStorage } from '../rememberedLocale';
import { signOut } from '../signIn/signOut';
import { useRootStore } from '../store';
import { navigateInApp } from '../ui';

export type IdentityProviderConfig = AppConfig['identityProvider'];

/** Where the web's signed-out screen sends a person: the identity provider's sign-in. */
export function webSignInUrl(identityProvider: IdentityProviderConfig): string {
  const { origin } = window.location;
  return identitySignInUrl({
    idpHost: identityProviderHost(origin, identityProvider.host),
    clientId: identityProvider.clientId,
    mobile: isMobileUserAgent(navigator.userAgent),
    redirectUri: `${origin}/`,
  });
}

/**
 * Signs out, then shows the host's signed-out screen: inside a host, "re-enter from the app";
 * on the web, the identity provider's sign-in page.
 */
export function useSignOut(identityProvider: IdentityProviderConfig | undefined): () => void {
  const root = useRootStore();
  return useCallback(() => {
    const onWeb = root.hostBridge.get()?.variant !== 'embedded';
    signOut(root, {
      local: browserLocalStorage(),
      session: safeSessionStorage(),
      expireCookie: (name) => {
        document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
      },
      navigate: navigateInApp,
      endIdentitySession: () => root.session.endIdentity(),
      inHost: !onWeb,
    });
    if (onWeb && identityProvider) window.location.assign(webSignInUrl(identityProvider));
  }, [root, identityProvider]);
}
