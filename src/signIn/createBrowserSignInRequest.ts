import type { SignInOutcome } from '../auth';
import type { HostLocation, HostSignInRequest } from '../hosts';
import type { StartupParams } from '../startup';
import { loadScriptOnce } from './loadScriptOnce';
import { browserCookies } from './browserCookies';

export interface BrowserSignInDeps {
  params: StartupParams;
  identitySignIn(code: string | undefined): Promise<SignInOutcome>;
  emit(event: string, detail?: unknown): void;
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

/**
 * The real page's part of a host sign-in; the bridge adds the environment its verbs use (one
 * HostHttp, clock, config, log). Tests build their own context instead.
 */
export function createBrowserSignInRequest(deps: BrowserSignInDeps): HostSignInRequest {
  return {
    params: deps.params,
    location: browserLocation(),
    loadScript: loadScriptOnce,
    cookies: browserCookies,
    emit: deps.emit,
    identitySignIn: deps.identitySignIn,
  };
}
