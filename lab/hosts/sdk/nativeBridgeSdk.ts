import type { HostMode } from '../labHostCookies';
import { sdkScript } from './sdkPrelude';

export const NATIVE_BRIDGE_SCHEME = 'expensebridge://';

/**
 * The native side of the mobile bridge. The page calls by pointing a hidden frame at
 * `expensebridge://<method>?callbackId=<n>&params=<json>` (or, on Android from 9.59, by
 * `window.prompt` with that address); the native side answers through
 * `window.__expenseBridgeCallback(callbackId, '{"code":0,"data":…}')`.
 *
 * Frames are watched at the `src` setter and `setAttribute` (a MutationObserver alone misses a
 * frame whose address changes twice in one task) and by a MutationObserver for markup.
 * Methods: getTicket (data `{ticket, code}`), toast, get/set/remove/clearStorage (and the
 * storageGet/… spellings), any navigation-bar verb, openLightApp, getPersonInfo, getVersion;
 * others answer code 40004. 'not-in-host' installs nothing, so calls go unanswered as in a
 * plain browser; 'hang' leaves getTicket unanswered.
 */
export function nativeBridgeSdk(mode: HostMode): string {
  return sdkScript('native', mode, 'Native bridge', NATIVE_BODY);
}

const NATIVE_BODY = `
  if (NOT_IN_HOST) return;
  var SCHEME = ${JSON.stringify(NATIVE_BRIDGE_SCHEME)};
  var VERSION = '9.60.0';
  var STORE = 'lab-native:';
  var answered = {};
  function reply(callbackId, result) {
    later(function () {
      if (typeof window.__expenseBridgeCallback === 'function') window.__expenseBridgeCallback(callbackId, JSON.stringify(result));
    });
  }
  function ok(data) { return Promise.resolve({ code: 0, data: data === undefined ? null : data }); }
  function keyOf(p) { return STORE + String(p.key); }
  var METHODS = {
    getTicket: function () {
      return requestCode({}).then(function (answer) {
        if (!answer.ok) return { code: numberOf(answer.data.code, answer.status || -1), msg: messageOf(answer, 'getTicket failed') };
        return { code: 0, data: { ticket: codeOf(answer), code: codeOf(answer) } };
      });
    },
    toast: function () { return ok(); },
    getStorage: function (p) { return ok(sessionStorage.getItem(keyOf(p))); },
    setStorage: function (p) { sessionStorage.setItem(keyOf(p), String(p.value)); return ok(); },
    removeStorage: function (p) { sessionStorage.removeItem(keyOf(p)); return ok(); },
    clearStorage: function () {
      Object.keys(sessionStorage).forEach(function (key) { if (key.indexOf(STORE) === 0) sessionStorage.removeItem(key); });
      return ok();
    },
    openLightApp: function () { return ok(); },
    getPersonInfo: function () { return person().then(function (data) { return { code: 0, data: data }; }); },
    getVersion: function () { return ok({ version: VERSION }); }
  };
  METHODS.storageGet = METHODS.getStorage;
  METHODS.storageSet = METHODS.setStorage;
  METHODS.storageRemove = METHODS.removeStorage;
  METHODS.storageClear = METHODS.clearStorage;
  function handle(address) {
    if (typeof address !== 'string' || address.indexOf(SCHEME) !== 0) return false;
    var rest = address.slice(SCHEME.length);
    var mark = rest.indexOf('?');
    var method = decodeURIComponent(mark < 0 ? rest : rest.slice(0, mark)).replace(/\\/+$/, '');
    var query = new URLSearchParams(mark < 0 ? '' : rest.slice(mark + 1));
    var callbackId = Number(query.get('callbackId'));
    var params = {};
    try { params = JSON.parse(query.get('params') || '{}'); } catch (ignored) { params = {}; }
    if (!isObject(params)) params = {};
    record(method, params);
    if (!Number.isFinite(callbackId) || answered[callbackId]) return true;
    answered[callbackId] = true;
    if (method === 'getTicket' && HANG) return true;
    var run = Object.prototype.hasOwnProperty.call(METHODS, method) ? METHODS[method]
      : /navigation|navbar/i.test(method) ? function () { return ok(); } : null;
    if (!run) { reply(callbackId, { code: 40004, msg: 'unsupported: ' + method }); return true; }
    run(params).then(function (result) { reply(callbackId, result); }, function (error) {
      reply(callbackId, { code: -1, msg: String(error) });
    });
    return true;
  }
  var srcOf = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'src');
  Object.defineProperty(HTMLIFrameElement.prototype, 'src', {
    configurable: true,
    enumerable: srcOf.enumerable,
    get: function () { return srcOf.get.call(this); },
    set: function (value) { handle(String(value)); srcOf.set.call(this, value); }
  });
  var setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    if (this instanceof HTMLIFrameElement && String(name).toLowerCase() === 'src') handle(String(value));
    return setAttribute.call(this, name, value);
  };
  new MutationObserver(function (records) {
    records.forEach(function (change) {
      Array.prototype.forEach.call(change.addedNodes, function (node) {
        if (node instanceof HTMLIFrameElement) handle(node.getAttribute('src'));
      });
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
  var prompt = window.prompt;
  window.prompt = function (message, fallback) {
    if (handle(String(message)) || handle(String(fallback))) return '';
    return prompt.apply(window, arguments);
  };
`;
