import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, type HttpClient } from '@shell/http';
import { adoptStartAnswers } from '../adoptStartAnswers';
import { issueStartCalls } from '../issueStartCalls';
import type { FetchFn } from '../sendStartCall';

export const ORIGIN = 'http://localhost';
export const API = `${ORIGIN}/api`;

/** The lab's config for the app, as much of it as sign-in reads. */
export const CONFIG = {
  apiBase: API,
  grantEndpointPatterns: [`${API}/`],
  identityProvider: { host: ORIGIN, clientId: 'client-app', crossOrigin: false },
  hosts: { sdkUrls: { dingtalk: `${ORIGIN}/sdk/dingtalk.js` } },
};

export type Route = (init: RequestInit) => { status?: number; body: unknown } | 'fail';

/** A fetch answering by "METHOD path" and recording every request it saw. */
export function fakeFetch(routes: Record<string, Route>) {
  const seen: Array<{ key: string; url: string; init: RequestInit }> = [];
  const fetch: FetchFn = (url, init) => {
    const { pathname } = new URL(url, ORIGIN);
    const key = `${init.method ?? 'GET'} ${pathname}`;
    seen.push({ key, url, init });
    const answer = routes[key]?.(init) ?? { status: 404, body: { message: 'no route' } };
    if (answer === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
    const text = JSON.stringify(answer.body);
    return Promise.resolve(new Response(text, { status: answer.status ?? 200 }));
  };
  return { fetch, seen, keys: () => seen.map((request) => request.key) };
}

/** The page the script runs on: this jsdom window at `search`, with its storages. */
export function runScript(
  search: string,
  fetch: FetchFn,
  extra: Partial<Parameters<typeof issueStartCalls>[0]> = {},
) {
  window.history.replaceState(null, '', `/${search}`);
  return issueStartCalls({
    window,
    fetch,
    loadScript: () => Promise.resolve(),
    readDd: () => window.dd,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    ...extra,
  });
}

/** A client of the shell's kind whose network is a recording stub, taking the script's answers. */
export function shellClient(options: Parameters<typeof createHttpClient>[0] = {}) {
  const network: InternalAxiosRequestConfig[] = [];
  const http: HttpClient = createHttpClient(options);
  const stub: AxiosAdapter = (config) => {
    network.push(config);
    return Promise.resolve({
      data: '{"value":{}}',
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
  };
  http.axios.defaults.adapter = stub;
  adoptStartAnswers(http);
  return { http, network };
}

/** Leaves no store, storage or address behind for the next test. */
export function resetStartCalls(): void {
  delete window.__expenseStartCalls;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}
