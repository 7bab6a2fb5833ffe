import type { HostMode } from '../labHostCookies';
import { sdkScript } from './sdkPrelude';

export const OPEN_PLATFORM_SDK_VERSION = '2.3.1';
export const OPEN_PLATFORM_BRIDGE_VERSION = '5.4.0';

/**
 * The open-platform SDK remotely looked-up hosts ship: `invoke(action, params)` by dotted name,
 * rejecting with `{code, message}` (spec §8 host SDK codes): 30001 outside the host, 40000 for
 * parameters the parser rejects, 40004 for an action this platform lacks. A preset can make the
 * lab's auth-code call answer any other code (30000, 30002, …), which `invoke` rejects with.
 */
export function openPlatformSdk(mode: HostMode): string {
  return sdkScript(
    'remote',
    mode,
    `OpenPlatformSDK ${OPEN_PLATFORM_SDK_VERSION}`,
    `
  var NAMESPACES = ['webview', 'navbar', 'widget', 'contact', 'conversation', 'geo', 'mail', 'pay', 'share', 'calendar', 'feed', 'disk', 'crm', 'media', 'util'];
  function rejectWith(code, message) { return Promise.reject({ code: code, message: message }); }
  function getAuthCode() {
    if (HANG) return never();
    return requestCode({}).then(function (answer) {
      if (answer.ok) return { code: codeOf(answer) };
      throw { code: numberOf(answer.data.code, 30002), message: messageOf(answer, 'bridge failed') };
    });
  }
  window.OpenPlatformSDK = {
    version: ${JSON.stringify(OPEN_PLATFORM_SDK_VERSION)},
    bridgeVersion: NOT_IN_HOST ? null : ${JSON.stringify(OPEN_PLATFORM_BRIDGE_VERSION)},
    invoke: function (action, params) {
      record('invoke', { action: action, params: params === undefined ? null : params });
      if (NOT_IN_HOST) return rejectWith(30001, 'bridge undefined');
      if (typeof action !== 'string' || (params !== undefined && !isObject(params))) {
        return rejectWith(40000, 'parameter parser rejected input');
      }
      var dot = action.indexOf('.');
      if (dot < 1 || NAMESPACES.indexOf(action.slice(0, dot)) < 0) {
        return rejectWith(40004, 'action unsupported on this platform: ' + action);
      }
      var p = params || {};
      if (action === 'webview.getAuthCode') return getAuthCode();
      if (action === 'contact.getPersonInfo') return person();
      if (action === 'navbar.setTitle') document.title = String(p.title || '');
      return Promise.resolve({});
    }
  };
`,
  );
}
