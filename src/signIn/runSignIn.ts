import {
  browserLocalStorage,
  createIdentityProviderClient,
  createIdentitySession,
  createIdentitySignIn,
  createLoginStateStore,
  createTokenPairStore,
  identityProviderHost,
  systemClock,
  type SignInOutcome,
} from '../auth';
import type { AppConfig } from '../config';
import { createHttpClient } from '../http';
import { createParentEvents, detectHost, loadHostBridge, type HostBridge } from '../modules';
import { stripCodeFromAddress, type StartupParams } from '../startup';
import type { RootStore, SessionStatus } from '../store';
import { applySignInOutcome } from './applySignInOutcome';
import { completeSession } from './completeSession';
import { createBrowserSignInContext } from './createBrowserSignInContext';
import { createHostHttp } from './createHostHttp';

export interface RunSignInOptions {
  root: RootStore;
  config: AppConfig;
  params: StartupParams;
  navigate(path: string): Promise<void> | void;
  localeRemembered: boolean;
}

// One key for the whole SPA: its routes are one page as far as the grant is concerned.
const SPA_PAGE = '/';

/** ARCHITECTURE.md §2 steps 2–4: detect the host, run its sign-in, act on the outcome. */
export async function runSignIn(options: RunSignInOptions): Promise<SessionStatus> {
  const { root, config, params } = options;
  root.session.startSignIn();
  const storage = browserLocalStorage();
  // Own client: identity-provider calls must not carry the staff grant or reach the /login handler.
  const authHttp = createHttpClient({ getLocale: () => root.locale.locale });
  const idpSession = createIdentitySession({
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
  let viaIdentityProvider = false;
  root.http.setGrantTokenProvider(
    () =>
      (viaIdentityProvider ? idpSession.currentAccessToken() : undefined) ??
      root.session.accessToken ??
      undefined,
  );
  const generalSignIn = createIdentitySignIn({
    session: idpSession,
    http: root.http,
    params,
    storage,
    log: console,
  });
  const parentEvents = createParentEvents({
    enabled: params.needPostEvent,
    targetOrigin: config.hosts.postEventOrigin,
    window,
  });
  const emit = (event: string, detail?: unknown) => {
    window.dispatchEvent(new CustomEvent(`expense:${event}`, { detail }));
    parentEvents.post(event, detail);
  };
  const identitySignIn = async (code: string | undefined): Promise<SignInOutcome> => {
    viaIdentityProvider = true;
    const outcome = await generalSignIn(code);
    stripCodeFromAddress(window.location, window.history);
    return outcome;
  };

  let outcome: SignInOutcome;
  try {
    const bridge = await loadBridge(root, config, params);
    root.hostBridge.set(bridge);
    const context = createBrowserSignInContext({
      config,
      params,
      http: root.http,
      identitySignIn,
      emit,
    });
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
  return applySignInOutcome(root, outcome, {
    navigate: options.navigate,
    leaveFor: (url) => window.location.assign(url),
    systemError: (reason) => emit('system:error', { reason }),
    completeSession: (session) =>
      completeSession(root, session, {
        userAgent: navigator.userAgent,
        localeRemembered: options.localeRemembered,
      }),
  });
}

async function loadBridge(
  root: RootStore,
  config: AppConfig,
  params: StartupParams,
): Promise<HostBridge> {
  const id = detectHost({
    params,
    userAgent: navigator.userAgent,
    labHost: config.lab.enabled ? config.lab.host : null,
  });
  const bridge = await loadHostBridge({
    id,
    deps: {
      alert: (text) => window.alert(text),
      locale: () => root.locale.locale,
      log: console,
      http: createHostHttp(root.http),
      clock: systemClock,
      config: config.hosts,
    },
  });
  return bridge;
}
