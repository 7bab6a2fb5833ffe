import type { HostMode } from '../labHostCookies';
import { sdkScript } from './sdkPrelude';

/**
 * dingtalk-jsapi as the page sees it: `dd.env.platform` ('notInDingTalk' outside the app),
 * `dd.config` checked by the lab, and `requestAuthCode` backed by the lab's single-use codes.
 * Failures carry `{errorCode, errorMessage}`; 'hang' never answers the auth-code call.
 */
export function dingtalkSdk(mode: HostMode): string {
  return sdkScript('dingtalk', mode, 'DingTalk dingtalk-jsapi', DINGTALK_BODY);
}

const DINGTALK_BODY = `
  var ABSENT = { errorCode: -1, errorMessage: 'not in DingTalk' };
  var configState = 'none';
  var configFailure = null;
  var bridgeReady = false;
  var readyCallbacks = [];
  var errorCallbacks = [];
  function flush() {
    if (configState === 'failed') errorCallbacks.splice(0).forEach(function (callback) { call(callback, configFailure); });
    else if (bridgeReady && configState !== 'pending') readyCallbacks.splice(0).forEach(function (callback) { call(callback); });
  }
  if (!NOT_IN_HOST && !HANG) later(function () { bridgeReady = true; flush(); });
  function verb(name, run) {
    return function (options) {
      var o = isObject(options) ? options : {};
      record(name, o);
      if (NOT_IN_HOST) { call(o.onFail, ABSENT); return; }
      run(o);
    };
  }
  function succeed(name, value) { return verb(name, function (o) { call(o.onSuccess, value); }); }
  window.dd = {
    env: { platform: NOT_IN_HOST ? 'notInDingTalk' : 'pc' },
    version: NOT_IN_HOST ? undefined : '7.5.0',
    config: function (config) {
      var c = isObject(config) ? config : {};
      record('config', { corpId: c.corpId, agentId: c.agentId, jsApiList: c.jsApiList });
      if (NOT_IN_HOST) { configState = 'failed'; configFailure = ABSENT; later(flush); return; }
      configState = 'pending';
      if (HANG) return;
      labPost('/verify', {
        corpId: c.corpId, agentId: c.agentId, timestamp: c.timeStamp, nonceStr: c.nonceStr, signature: c.signature, url: pageUrl()
      }).then(function (answer) {
        if (answer.ok && answer.data.ok === true) configState = 'ready';
        else {
          configState = 'failed';
          configFailure = { errorCode: numberOf(answer.data.errorCode, 9), errorMessage: messageOf(answer, 'config failed') };
        }
        flush();
      });
    },
    ready: function (callback) { if (typeof callback === 'function') { readyCallbacks.push(callback); flush(); } },
    error: function (callback) { if (typeof callback === 'function') { errorCallbacks.push(callback); flush(); } },
    runtime: {
      permission: {
        requestAuthCode: verb('requestAuthCode', function (o) {
          requestCode({ corpId: o.corpId }).then(function (answer) {
            if (answer.ok) call(o.onSuccess, { code: codeOf(answer) });
            else call(o.onFail, { errorCode: numberOf(answer.data.errorCode, answer.status), errorMessage: messageOf(answer, 'requestAuthCode failed') });
          });
        })
      }
    },
    device: { notification: { toast: succeed('toast') } },
    biz: {
      util: {
        openLink: succeed('openLink'),
        previewImage: succeed('previewImage'),
        scan: succeed('scan', { text: 'LAB-QR-0001' })
      },
      navigation: {
        setTitle: verb('setTitle', function (o) { document.title = String(o.title || ''); call(o.onSuccess); }),
        close: succeed('close')
      }
    }
  };
`;
