import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

const READS = new Set(['get', 'head']);

/**
 * The adapter that talks to the network for one request. A read goes through fetch with the
 * browser's HTTP cache out of the way: Chromium makes an identical GET wait behind one still
 * unanswered (its cache lock, up to 20 s), so a person coming back after a read that hung would
 * wait that long for nothing; the API's answers are one person's and never cached anyway.
 * A read with a timeout keeps axios's default (XHR where there is one), as does every write: its
 * timeout ends the read, and with it the wait, under the code callers know (ECONNABORTED).
 */
export function networkAdapterFor(config: InternalAxiosRequestConfig): AxiosAdapter {
  const read = READS.has((config.method ?? 'get').toLowerCase());
  // axios's own choice is a list of its adapters; one put in its place (a test's scripted
  // network) is the network, whatever the method.
  const ownDefault = Array.isArray(axios.defaults.adapter);
  if (read && ownDefault && !config.timeout && typeof fetch === 'function') {
    config.fetchOptions = { ...config.fetchOptions, cache: 'no-store' };
    return axios.getAdapter('fetch', config);
  }
  return axios.getAdapter(axios.defaults.adapter, config);
}
