import { systemClock, type Clock, type SignInOutcome } from '../auth';
import type { AppConfig } from '../config';
import type { HttpClient } from '../http';
import type { HostLocation, HostSignInContext } from '../hosts';
import type { StartupParams } from '../startup';
import { hostHttpOf } from './createHostHttp';
import { loadScriptOnce } from './loadScriptOnce';
import { browserCookies } from './browserCookies';

export interface BrowserSignInDeps {
  config: AppConfig;
  params: StartupParams;
  http: HttpClient;
  identitySignIn(code: string | undefined): Promise<SignInOutcome>;
  emit(event: string, detail?: unknown): void;
  clock?: Clock;
}

function browserLocation(): HostLocation {
  const { location, history } = window;
  return {
    get href() {
      return location.href;
    },
    get origin() {
      return location.origin;
    },
    get pathname() {
      return location.pathname;
    },
    get search() {
      return location.search;
    },
    assign: (url) => location.assign(url),
    replace: (url) => location.replace(url),
    reload: () => location.reload(),
    rewrite: (url) => history.replaceState(history.state, '', url),
  };
}

/** The real page behind a host adapter's sign-in; tests build their own context instead. */
export function createBrowserSignInContext(deps: BrowserSignInDeps): HostSignInContext {
  return {
    params: deps.params,
    http: hostHttpOf(deps.http),
    location: browserLocation(),
    config: deps.config.hosts,
    clock: deps.clock ?? systemClock,
    log: {
      info: (message, ...details) => console.info(`[sign-in] ${message}`, ...details),
      warn: (message, ...details) => console.warn(`[sign-in] ${message}`, ...details),
      error: (message, ...details) => console.error(`[sign-in] ${message}`, ...details),
    },
    loadScript: loadScriptOnce,
    cookies: browserCookies,
    emit: deps.emit,
    identitySignIn: deps.identitySignIn,
    userAgent: navigator.userAgent,
  };
}
