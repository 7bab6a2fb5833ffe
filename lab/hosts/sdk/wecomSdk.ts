import type { HostMode } from '../labHostCookies';
import { sdkScript } from './sdkPrelude';

/**
 * jweixin as WeCom's page sees it: `wx.config` is checked by the lab (POST /verify recomputes
 * the signature for this page's address and trusted domain), then `wx.ready` or `wx.error`
 * with `{errMsg}`. Outside WeCom config fails with 'not in wxwork'; 'hang' never settles it.
 */
export function wecomSdk(mode: HostMode): string {
  return sdkScript('wecom', mode, 'WeCom jweixin', WECOM_BODY);
}

const WECOM_BODY = `
  var configState = 'none';
  var configFailure = null;
  var readyCallbacks = [];
  var errorCallbacks = [];
  function settle(state, failure) {
    configState = state;
    configFailure = failure || null;
    if (state === 'ready') readyCallbacks.splice(0).forEach(function (callback) { call(callback); });
    else errorCallbacks.splice(0).forEach(function (callback) { call(callback, failure); });
  }
  function failWhenAbsent(options, method) {
    if (!NOT_IN_HOST) return false;
    call(options && options.fail, { errMsg: method + ':fail, not in wxwork' });
    return true;
  }
  var wx = {
    config: function (config) {
      var c = isObject(config) ? config : {};
      record('config', { appId: c.appId, jsApiList: c.jsApiList });
      configState = 'pending';
      if (NOT_IN_HOST) { later(function () { settle('failed', { errMsg: 'config:fail, not in wxwork' }); }); return; }
      if (HANG) return;
      labPost('/verify', {
        appId: c.appId, timestamp: c.timestamp, nonceStr: c.nonceStr, signature: c.signature, url: pageUrl()
      }).then(function (answer) {
        if (answer.ok && answer.data.ok === true) settle('ready');
        else settle('failed', { errMsg: messageOf(answer, 'config:fail') });
      });
    },
    ready: function (callback) {
      if (typeof callback !== 'function') return;
      if (configState === 'ready') call(callback); else readyCallbacks.push(callback);
    },
    error: function (callback) {
      if (typeof callback !== 'function') return;
      // Unlike jweixin, a late handler still hears about a failure: a page must never wait forever.
      if (configState === 'failed') call(callback, configFailure); else errorCallbacks.push(callback);
    },
    previewImage: function (options) { record('previewImage', options); },
    chooseImage: function (options) {
      record('chooseImage', options);
      if (failWhenAbsent(options, 'chooseImage')) return;
      call(options && options.success, { localIds: [SAMPLE_IMAGE], errMsg: 'chooseImage:ok' });
    },
    scanQRCode: function (options) {
      record('scanQRCode', options);
      if (failWhenAbsent(options, 'scanQRCode')) return;
      call(options && options.success, { resultStr: 'LAB-QR-0001', errMsg: 'scanQRCode:ok' });
    },
    closeWindow: function () { record('closeWindow'); },
    invoke: function (name, args, callback) {
      record('invoke', { name: name, args: args });
      call(callback, { err_msg: String(name) + (NOT_IN_HOST ? ':fail' : ':ok') });
    }
  };
  window.wx = wx;
  window.jWeixin = wx;
`;
