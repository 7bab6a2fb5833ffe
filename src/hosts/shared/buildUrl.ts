/**
 * Appends `query` (undefined values left out, everything percent-encoded) to `base`, keeping the
 * base's own query; `hash` replaces the base's fragment when given.
 */
export function buildUrl(
  base: string,
  query: Record<string, string | undefined>,
  hash?: string,
): string {
  const hashAt = base.indexOf('#');
  const withoutHash = hashAt === -1 ? base : base.slice(0, hashAt);
  const baseHash = hashAt === -1 ? undefined : base.slice(hashAt + 1);
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  let url = withoutHash;
  if (pairs.length > 0) {
    const separator = !url.includes('?') ? '?' : /[?&]$/.test(url) ? '' : '&';
    url += separator + pairs.join('&');
  }
  const fragment = hash ?? baseHash;
  return fragment === undefined ? url : `${url}#${fragment}`;
}

/** `href`'s path and query without the named parameters (codes and tokens that must not travel). */
export function pathAndQueryWithout(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  return url.pathname + url.search;
}
