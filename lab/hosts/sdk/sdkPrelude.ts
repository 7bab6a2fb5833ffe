import type { LabHostId } from '../../../mocks-server/hosts/labHostIds';
import type { HostMode } from '../labHostCookies';
import { scriptLiteral } from './scriptLiteral';

/**
 * Helpers every fake SDK shares, as plain ES2018 source: talking to the lab (same origin,
 * cookies carry the lab identity), a promise that never settles for 'hang', and a bounded log
 * of calls at `window.__labHostCalls` that end-to-end tests can read.
 */
export function sdkPrelude(host: LabHostId, mode: HostMode): string {
  return `
  var LAB = { host: ${scriptLiteral(host)}, mode: ${scriptLiteral(mode)}, base: ${scriptLiteral(`/__lab/hosts/${host}`)} };
  var NOT_IN_HOST = LAB.mode === 'not-in-host';
  var HANG = LAB.mode === 'hang';
  var SAMPLE_IMAGE = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="gray"/></svg>');
  function isObject(value) { return typeof value === 'object' && value !== null && !Array.isArray(value); }
  function later(run) { setTimeout(run, 0); }
  function call(callback, value) {
    if (typeof callback === 'function') later(function () { callback(value); });
  }
  function never() { return new Promise(function () {}); }
  function record(method, args) {
    var calls = window.__labHostCalls = window.__labHostCalls || [];
    calls.push({ host: LAB.host, method: String(method), args: args === undefined ? null : args });
    if (calls.length > 200) calls.shift();
  }
  function answerOf(response) {
    return response.text().then(function (text) {
      var data = {};
      try { data = JSON.parse(text); } catch (ignored) { data = {}; }
      return { ok: response.ok, status: response.status, data: isObject(data) ? data : {} };
    });
  }
  function broken(error) { return { ok: false, status: 0, data: { message: String(error) } }; }
  function labPost(path, body) {
    return fetch(LAB.base + path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body || {})
    }).then(answerOf, broken);
  }
  function labGet(path) {
    return fetch(LAB.base + path, { credentials: 'same-origin' }).then(answerOf, broken);
  }
  function requestCode(body) { return HANG ? never() : labPost('/auth-code', body); }
  function codeOf(answer) { return typeof answer.data.code === 'string' ? answer.data.code : ''; }
  function messageOf(answer, fallback) {
    var data = answer.data;
    var text = data.errMsg || data.errString || data.errorMessage || data.msg || data.message;
    return typeof text === 'string' ? text : fallback;
  }
  function numberOf(value, fallback) { return typeof value === 'number' ? value : fallback; }
  function pageUrl() { return location.href.split('#')[0]; }
  function person() { return labGet('/person').then(function (answer) { return answer.data; }); }
`;
}

/** Wraps a host body with the prelude in one strict IIFE, so nothing but the globals leaks. */
export function sdkScript(host: LabHostId, mode: HostMode, title: string, body: string): string {
  return `/* ${title}: a lab fake (mode ${mode}). Same globals and call shapes as the real SDK. */
(function () {
  'use strict';${sdkPrelude(host, mode)}${body}
})();
`;
}
