import type { HostBridge, HostBridgeVerbs } from '../HostBridge';
import { createLocalStorageVerbs } from '../web/localStorageVerbs';
import { downloadViaAnchor, openLinkInNewTab } from '../web/pageLinks';
import { proxyThroughHttp } from '../web/proxyThroughHttp';
import type { HostAdapterEnv } from './HostAdapterEnv';
import type { HostBridgeDeps } from './HostBridgeDeps';
import { rejectUnsupportedFeature, rejectUnsupportedMethod } from './rejectUnsupported';

/**
 * What every host gets unless its adapter does better: what a browser page can do by itself,
 * and for the rest the spec's refusal (an alert for user-facing features, a log line otherwise).
 */
export function createBaseVerbs(
  host: Pick<HostBridge, 'id' | 'variant'>,
  deps: HostBridgeDeps,
  env: HostAdapterEnv,
): HostBridgeVerbs {
  const context = { host, alert: env.alert, locale: () => deps.locale(), log: env.log };
  const method = (name: keyof HostBridgeVerbs) => () => rejectUnsupportedMethod(name, context);
  return {
    ready: async () => undefined,
    getAuthCode: method('getAuthCode'),
    toast: async (message) => env.alert(message),
    ...createLocalStorageVerbs(() => env.window.localStorage, env.log),
    setNavigationBar: method('setNavigationBar'),
    openLightApp: method('openLightApp'),
    getPersonInfo: method('getPersonInfo'),
    proxyRequest: (request) => proxyThroughHttp(env.http, request),
    openLink: (url) => openLinkInNewTab(env.window, url),
    previewImages: method('previewImages'),
    download: (url, fileName) => downloadViaAnchor(env.window, url, fileName),
    chooseImage: () => rejectUnsupportedFeature('chooseImage', context),
    chooseFile: () => rejectUnsupportedFeature('chooseFile', context),
    scan: () => rejectUnsupportedFeature('scan', context),
    share: () => rejectUnsupportedFeature('share', context),
    close: method('close'),
  };
}
