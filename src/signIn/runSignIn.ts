import type { SignInOutcome } from '../auth';
import type { AppConfig } from '../config';
import { createParentEvents } from '../hosts';
import { stripCodeFromAddress, type StartupParams } from '../startup';
import type { RootStore, SessionStatus } from '../store';
import { applySignInOutcome } from './applySignInOutcome';
import { completeSession } from './completeSession';
import { createBrowserIdentity } from './createBrowserIdentity';
import { createBrowserSignInRequest } from './createBrowserSignInRequest';
import { grantTokenProvider } from './grantTokenProvider';
import { loadShellHostBridge } from './loadShellHostBridge';
import { rememberPageLeftForSignIn, returnToPageBeforeSignIn } from './pageBeforeSignIn';
import { safeSessionStorage } from '../rememberedLocale';
import { adoptStartAnswers } from '../startCalls';
import { createRedirectGuard } from './redirectGuard';
import {
  forgetTabSession,
  isFreshEntry,
  readTabSession,
  rememberEntryValue,
  rememberTabSession,
} from './tabSession';

export interface RunSignInOptions {
  root: RootStore;
  config: AppConfig;
  params: StartupParams;
  navigate(path: string): Promise<void> | void;
  localeRemembered: boolean;
  /** Shows a host notice such as the WeCom verification failure; window.alert by default. */
  notify?(text: string): void;
}

/** docs/architecture.md docs/sign-in-and-hosts.md steps 2–4: detect the host, run its sign-in, act on the outcome. */
export async function runSignIn(options: RunSignInOptions): Promise<SessionStatus> {
  const { root, config, params } = options;
  const notify = options.notify ?? ((text: string) => window.alert(text));
  root.session.startSignIn();
  // The calls the start-calls script already made for this sign-in are answered from there.
  adoptStartAnswers(root.http);
  // The page as opened, before sign-in strips codes or moves the person anywhere.
  const entry = { pathname: window.location.pathname, search: window.location.search };
  const identity = createBrowserIdentity(root, config, params);
  root.session.setIdentitySessionEnd(() => identity.session.logout());
  const tabStorage = safeSessionStorage();
  const sessionOptions = {
    userAgent: navigator.userAgent,
    localeRemembered: options.localeRemembered,
  };
  let viaIdentityProvider = false;
  root.http.setGrantTokenProvider(
    grantTokenProvider(
      () => (viaIdentityProvider ? identity.session : null),
      () => root.session.accessToken,
    ),
  );
  // Only an identity-provider session holds a refresh token; a host's grant is renewed by the host.
  root.http.setSessionRefresher(async () => {
    if (!viaIdentityProvider) return false;
    await identity.session.refresh();
    return true;
  });
  const parentEvents = createParentEvents({
    enabled: params.needPostEvent,
    targetOrigin: config.hosts.postEventOrigin,
    window,
  });
  const emit = (event: string, detail?: unknown) => {
    window.dispatchEvent(new CustomEvent(`expense:${event}`, { detail }));
    parentEvents.post(event, detail);
    // docs/sign-in-and-hosts.md: a failed messaging-API check is told to the person; sign-in itself stands.
    if (event === 'host:verify-failed') notify(root.i18n.t('signIn.wechatApiVerify'));
  };
  const identitySignIn = async (code: string | undefined): Promise<SignInOutcome> => {
    viaIdentityProvider = true;
    const outcome = await identity.signIn(code);
    stripCodeFromAddress(window.location, window.history);
    return outcome;
  };

  let outcome: SignInOutcome;
  let hostId: string | undefined;
  try {
    const bridge = await loadShellHostBridge(root, config, params);
    root.hostBridge.set(bridge);
    hostId = bridge.id;
    // A reload or deep link in this tab resumes the host session it signed in with (docs/sign-in-and-hosts.md
    // stored state) instead of asking the host again, which some hosts cannot answer twice. A
    // fresh entry (the launcher's own address, as when the lab console reopens the app for
    // another person in the same tab) signs in anew.
    const context = createBrowserSignInRequest({ params, identitySignIn, emit });
    const resumable = isFreshEntry(window.location.search)
      ? null
      : readTabSession(tabStorage, bridge.id);
    if (resumable) {
      const status = await completeSession(root, resumable.session, sessionOptions);
      if (status === 'signed-in') {
        bridge
          .resume(context, resumable.session)
          .then(() => bridge.ready())
          .catch((error: unknown) => console.warn('[sign-in] host bridge not ready', error));
        return status;
      }
      forgetTabSession(tabStorage);
      root.session.startSignIn();
    }
    outcome = await bridge.signIn(context);
    // Announced after sign-in: the chat and office SDKs are only configured by then.
    if (outcome.kind === 'signed-in')
      bridge
        .ready()
        .catch((error: unknown) => console.warn('[sign-in] host bridge not ready', error));
  } catch (error) {
    console.error(
      '[sign-in] the host bridge failed:',
      error instanceof Error ? error.message : error,
    );
    outcome = { kind: 'failed', message: { key: 'systemError' } };
  }
  const redirects = createRedirectGuard(safeSessionStorage(), () => Date.now());
  const status = await applySignInOutcome(root, outcome, {
    navigate: options.navigate,
    leaveFor: (url) => window.location.assign(url),
    systemError: (reason) => emit('system:error', { reason }),
    completeSession: (session) => completeSession(root, session, sessionOptions),
    allowRedirect: () => redirects.allow(),
  });
  if (status === 'signed-in') redirects.reset();
  if (status === 'signed-in' && outcome.kind === 'signed-in' && !viaIdentityProvider && hostId) {
    // Identity-provider sessions resume from their own stored state; host sessions from here.
    rememberTabSession(tabStorage, hostId, outcome.session);
    if (outcome.session.wxCorpId)
      rememberEntryValue(tabStorage, 'corpId', outcome.session.wxCorpId);
  }
  // Back to the opened page after a sign-in detour (docs/sign-in-and-hosts.md remembered previous page).
  if (status === 'signed-in') await returnToPageBeforeSignIn(window.location, options.navigate);
  else rememberPageLeftForSignIn(entry);
  return status;
}
