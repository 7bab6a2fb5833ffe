import type { HttpClient } from '../http';

const READ_ONLY = /\/search$|\/batch\/query$/;

/** True for a successful request that changed data: not a GET, not a list search. */
export function isWrite(method: string | undefined, url: string | undefined): boolean {
  const verb = (method ?? 'get').toLowerCase();
  if (verb === 'get' || verb === 'head' || verb === 'options') return false;
  return !READ_ONLY.test((url ?? '').split('?')[0] ?? '');
}

/** Calls `onWrite` after every successful write through the app's one HTTP client. */
export function watchWrites(http: HttpClient, onWrite: () => void): void {
  http.axios.interceptors.response.use((response) => {
    if (isWrite(response.config.method, response.config.url)) onWrite();
    return response;
  });
}
