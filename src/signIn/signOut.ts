import { createLoginStateStore, createTokenPairStore, type StorageLike } from '../auth';
import { shellPaths } from '../routes/shellPaths';
import type { RootStore } from '../store';
import { forgetTabSession } from './tabSession';

/** The chat app's cached session (src/hosts/wecom/wecomSessionCookie.ts). */
const HOST_SESSION_COOKIES = ['wecom-session'];
export const SIGNED_OUT_FLAG = 'expense.signedOut';
export const SIGNED_OUT_PATH = shellPaths.signedOut();

export interface SignOutDeps {
  local: StorageLike | undefined;
  session: Pick<Storage, 'setItem' | 'removeItem'> | null;
  expireCookie(name: string): void;
  navigate(path: string): void;
  /** Stops the identity session's refresh timer and forgets its in-memory tokens. */
  endIdentitySession(): void;
  /** Inside a host app: its signed-out screen says to re-enter from there. */
  inHost: boolean;
}

/**
 * Logout clears the token pair and the stored login state (docs/sign-in-and-hosts.md): and the host's cached
 * session and this tab's remembered one, so a reload does not sign the person back in. Then the
 * signed-out screen of the host (re-enter from the app, or the identity provider's sign-in).
 */
export function signOut(root: RootStore, deps: SignOutDeps): void {
  deps.endIdentitySession();
  createLoginStateStore(deps.local).clear();
  createTokenPairStore(deps.local, '/').clear();
  for (const name of HOST_SESSION_COOKIES) deps.expireCookie(name);
  forgetTabSession(deps.session);
  try {
    deps.session?.setItem(SIGNED_OUT_FLAG, deps.inHost ? 'host' : 'web');
  } catch {
    // Storage refused: a reload may sign in again, which is what the host would do anyway.
  }
  root.http.setGrantTokenProvider(() => undefined);
  root.session.signedOut();
  deps.navigate(SIGNED_OUT_PATH);
}

/** A reload of the signed-out screen stays signed out; opening the app anew clears the flag. */
export function isSignedOutTab(
  session: Pick<Storage, 'getItem'> | null,
  pathname: string,
): boolean {
  try {
    return pathname === SIGNED_OUT_PATH && Boolean(session?.getItem(SIGNED_OUT_FLAG));
  } catch {
    return false;
  }
}

/** Whether this tab signed out inside a host app (for the screen after a reload). */
export function signedOutInHost(session: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return session?.getItem(SIGNED_OUT_FLAG) === 'host';
  } catch {
    return false;
  }
}

/**
 * A reload of the signed-out screen stays signed out (true: do not sign in); any other visit
 * clears the mark, since opening the app anew is signing in again.
 */
export function holdSignedOutTab(
  root: RootStore,
  session: Pick<Storage, 'getItem' | 'removeItem'> | null,
  pathname: string,
): boolean {
  if (isSignedOutTab(session, pathname)) {
    root.session.signedOut();
    return true;
  }
  try {
    session?.removeItem(SIGNED_OUT_FLAG);
  } catch {
    // Storage refused: nothing was marked either.
  }
  return false;
}
