import type { AxiosRequestConfig } from 'axios';

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** The address relative URLs resolve against: the page in a browser, a placeholder elsewhere. */
export function currentPageUrl(): string {
  return globalThis.location?.href ?? 'http://localhost/';
}

/** Mirrors axios's own baseURL rule so we judge the URL the request will really go to. */
function joinBaseUrl(config: Pick<AxiosRequestConfig, 'baseURL' | 'url' | 'allowAbsoluteUrls'>) {
  const url = config.url ?? '';
  const { baseURL } = config;
  if (!baseURL || (ABSOLUTE_URL.test(url) && config.allowAbsoluteUrls !== false)) return url;
  if (!url) return baseURL;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * Absolute, normalised URL of a request without its params. Normalising matters for the grant
 * header: `/api/../admin` must not pass as being under `/api/`.
 */
export function resolveRequestUrl(
  config: Pick<AxiosRequestConfig, 'baseURL' | 'url' | 'allowAbsoluteUrls'>,
  pageUrl: string = currentPageUrl(),
): string {
  const joined = joinBaseUrl(config);
  try {
    return new URL(joined, pageUrl).href;
  } catch {
    // An unparsable URL cannot match a configured endpoint; axios will report it itself.
    return joined;
  }
}
