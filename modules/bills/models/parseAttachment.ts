import { isSafeFileUrl } from '@contracts/bills/attachment';

export { isSafeFileUrl };

/**
 * The access token may go only to this site: other addresses open as plain links. A bare path
 * is this site; `//host` is not.
 */
export function isSameSite(url: string, origin: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
