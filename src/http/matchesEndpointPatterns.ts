import { currentPageUrl } from './resolveRequestUrl';

/** A URL prefix (absolute, or relative to the page) or a RegExp tested on the absolute URL. */
export type EndpointPattern = string | RegExp;

function normalisePrefix(prefix: string, pageUrl: string): string {
  try {
    // 'http://host:4510' becomes 'http://host:4510/', so it no longer matches port 45100.
    return new URL(prefix, pageUrl).href;
  } catch {
    return prefix;
  }
}

function matchesPattern(url: string, pattern: EndpointPattern, pageUrl: string): boolean {
  if (typeof pattern === 'string') return url.startsWith(normalisePrefix(pattern, pageUrl));
  // A global or sticky RegExp keeps lastIndex between calls; reset it so every test starts fresh.
  pattern.lastIndex = 0;
  return pattern.test(url);
}

/** True when `url` (absolute) is one of the endpoints; an empty list means every endpoint. */
export function matchesEndpointPatterns(
  url: string,
  patterns: readonly EndpointPattern[],
  pageUrl: string = currentPageUrl(),
): boolean {
  if (patterns.length === 0) return true;
  return patterns.some((pattern) => matchesPattern(url, pattern, pageUrl));
}
