import type { HostAdapter } from '../shared/hostContract';
import { HOST_BRIDGE_READY_EVENT } from './hostBridgeReadyEvent';
import { createLocalStorageVerbs } from './localStorageVerbs';
import { downloadViaAnchor, openLinkInNewTab } from './pageLinks';
import { pollPersonInfo } from './pollPersonInfo';
import { proxyThroughHttp } from './proxyThroughHttp';

/** The plain desktop or mobile browser: identity-provider sign-in and page-native verbs. */
export const webAdapter: HostAdapter = {
  id: 'web',
  variant: 'web',
  signIn: (context) => context.identitySignIn(context.params.code),
  verbs: (env) => {
    const { window: win, http, clock, log } = env;
    let announced = false;
    return {
      // Page scripts that wait for a bridge listen for this; announcing twice would run them twice.
      ready: async () => {
        if (announced) return;
        announced = true;
        win.dispatchEvent(
          new (win as Window & typeof globalThis).CustomEvent(HOST_BRIDGE_READY_EVENT, {
            detail: { host: 'web' },
          }),
        );
      },
      toast: async (message) => env.alert(message),
      ...createLocalStorageVerbs(() => win.localStorage, log),
      setNavigationBar: async ({ title }) => {
        if (typeof title === 'string') win.document.title = title;
      },
      getPersonInfo: () => pollPersonInfo({ read: env.sessionPerson, clock }),
      proxyRequest: (request) => proxyThroughHttp(http, request),
      openLink: (url) => openLinkInNewTab(win, url),
      download: (url, fileName) => downloadViaAnchor(win, url, fileName),
    };
  },
};
