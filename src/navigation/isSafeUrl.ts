/**
 * Addresses from the network, a host or another module are untrusted: only http(s) and this
 * site's own paths may reach an href, window.open or an iframe (never `javascript:` or `data:`).
 */
export function isSafeUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
