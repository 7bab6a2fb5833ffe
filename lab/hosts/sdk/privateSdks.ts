import type { HostMode } from '../labHostCookies';
import { sdkScript } from './sdkPrelude';

/** The verbs every private host answers with `{code: 0}`; anything else is 40004. */
const PRIVATE_VERBS = `
  var ABSENT = { code: 30001, msg: 'bridge undefined' };
  var PLAIN_VERBS = ['toast', 'close', 'openLink', 'setTitle', 'setNavigationBar', 'previewImage', 'share', 'openLightApp'];
  function privateCall(method, params) {
    record(method, params);
    if (NOT_IN_HOST) return Promise.resolve(ABSENT);
    if (method === 'getUserInfo' || method === 'getPersonInfo') {
      return HANG ? never() : person().then(function (data) { return { code: 0, data: data }; });
    }
    if (PLAIN_VERBS.indexOf(method) >= 0) return Promise.resolve({ code: 0, data: null });
    return Promise.resolve({ code: 40004, msg: 'unsupported: ' + String(method) });
  }
`;

/**
 * The work app, kk and kingOA: the AuthCodeSdk shape (`getAuthCode` then verbs by name), every
 * answer a `{code, msg, data}` promise. Outside the host: `{code: 30001, msg: 'bridge undefined'}`.
 */
export function authCodeSdk(host: 'workapp' | 'kk' | 'kingOA', mode: HostMode): string {
  const globalName = host === 'workapp' ? 'workApp' : host;
  return sdkScript(
    host,
    mode,
    `${globalName} SDK`,
    `${PRIVATE_VERBS}
  window[${JSON.stringify(globalName)}] = {
    version: '3.2.0',
    getAuthCode: function (options) {
      var o = isObject(options) ? options : {};
      record('getAuthCode', o);
      if (NOT_IN_HOST) return Promise.resolve(ABSENT);
      return requestCode({ corpId: o.corpId }).then(function (answer) {
        if (answer.ok) return { code: 0, data: { code: codeOf(answer) } };
        return { code: numberOf(answer.data.code, answer.status || -1), msg: messageOf(answer, 'getAuthCode failed') };
      });
    },
    call: function (method, params) { return privateCall(String(method), isObject(params) ? params : {}); }
  };
`,
  );
}

/** The bank app's bridge: `hzBank.call(method, params)`; its session comes from the address. */
export function hzBankSdk(mode: HostMode): string {
  return sdkScript(
    'hzbank',
    mode,
    'hzBank bridge',
    `${PRIVATE_VERBS}
  window.hzBank = {
    call: function (method, params) { return privateCall(String(method), isObject(params) ? params : {}); }
  };
`,
  );
}
