import type { HostMode } from '../labHostCookies';
import { sdkScript } from './sdkPrelude';

/**
 * Feishu's h5sdk and tt: `h5sdk.ready` fires once the (fake) bridge is up, `h5sdk.config` is
 * checked by the lab, `tt.requestAuthCode` is backed by the lab's single-use codes. Failures
 * carry `{errno, errString}` (a preset can make the lab answer errno 103, the auth error).
 */
export function feishuSdk(mode: HostMode): string {
  return sdkScript('feishu', mode, 'Feishu h5sdk and tt', FEISHU_BODY);
}

const FEISHU_BODY = `
  var ABSENT = { errno: 1, errString: 'not in Feishu' };
  var bridgeReady = false;
  var readyCallbacks = [];
  var errorCallbacks = [];
  function failed(error) { errorCallbacks.forEach(function (callback) { call(callback, error); }); }
  if (NOT_IN_HOST) later(function () { failed(ABSENT); });
  else if (!HANG) later(function () { bridgeReady = true; readyCallbacks.splice(0).forEach(function (callback) { call(callback); }); });
  function verb(name, run) {
    return function (options) {
      var o = isObject(options) ? options : {};
      record(name, o);
      if (NOT_IN_HOST) { call(o.fail, ABSENT); return; }
      run(o);
    };
  }
  function succeed(name, value) { return verb(name, function (o) { call(o.success, value); }); }
  function errorOf(answer, fallback) {
    return { errno: numberOf(answer.data.errno, numberOf(answer.data.code, answer.status)), errString: messageOf(answer, fallback) };
  }
  window.h5sdk = {
    config: function (config) {
      var c = isObject(config) ? config : {};
      record('config', { appId: c.appId, jsApiList: c.jsApiList });
      if (NOT_IN_HOST) { call(c.onFail, ABSENT); return; }
      if (HANG) return;
      labPost('/verify', {
        appId: c.appId, timestamp: c.timestamp, nonceStr: c.nonceStr, signature: c.signature, url: pageUrl()
      }).then(function (answer) {
        if (answer.ok && answer.data.ok === true) { call(c.onSuccess); return; }
        var error = errorOf(answer, 'config failed');
        call(c.onFail, error);
        failed(error);
      });
    },
    ready: function (callback) {
      if (typeof callback !== 'function') return;
      if (bridgeReady) call(callback); else readyCallbacks.push(callback);
    },
    error: function (callback) { if (typeof callback === 'function') errorCallbacks.push(callback); }
  };
  window.tt = {
    requestAuthCode: verb('requestAuthCode', function (o) {
      requestCode({ appId: o.appId }).then(function (answer) {
        if (answer.ok) call(o.success, { code: codeOf(answer) });
        else call(o.fail, errorOf(answer, 'requestAuthCode failed'));
      });
    }),
    showToast: function (options) { record('showToast', options); },
    previewImage: succeed('previewImage'),
    scanCode: succeed('scanCode', { result: 'LAB-QR-0001' }),
    closeWindow: succeed('closeWindow')
  };
`;
