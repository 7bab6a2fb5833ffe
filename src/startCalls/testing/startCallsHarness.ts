import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, type HttpClient } from '@shell/http';
import { createIdentityProviderClient } from '@shell/auth';
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

/**
 * The page the script runs on: this jsdom window at `path` and `search`, with its storages. Not
 * the home unless asked: the home adds its own first reads (issueStartCalls.home.test.ts).
 */
export function runScript(
  search: string,
  fetch: FetchFn,
  extra: Partial<Parameters<typeof issueStartCalls>[0]> = {},
  path = '/bills',
) {
  window.history.replaceState(null, '', `${path}${search}`);
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

/** The shell's web sign-in as finishLogin makes it: the code exchange, then its granted API client. */
export async function shellExchangesCode() {
  const auth = shellClient();
  const idp = createIdentityProviderClient({
    http: auth.http,
    host: ORIGIN,
    clientId: 'client-app',
  });
  const pair = await idp.token({ grantType: 'authorization_code', code: 'code-1' });
  const api = shellClient({
    baseURL: API,
    grantEndpointPatterns: CONFIG.grantEndpointPatterns,
    getGrantToken: () => pair.access_token,
  });
  return { pair, api, network: () => [...auth.network, ...api.network] };
}
