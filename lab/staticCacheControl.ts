import path from 'node:path';
import type { Response } from 'express';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** `name.0123abcd.js`, `name.0123abcd.js.map`: webpack's `[contenthash:8]` in the file name. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

/**
 * A file whose name carries its content hash never changes, so browsers keep it a year without
 * asking again (a phone's second visit then loads no script over the network). Everything else
 * (index.html, registry.json, the applet page) is asked for again each time, so a deploy is seen
 * on the next visit. Production servers should answer the same (README "Caching").
 */
export function cacheControlFor(file: string): string {
  return CONTENT_HASHED.test(path.basename(file)) ? IMMUTABLE : REVALIDATE;
}

/** For express.static's `setHeaders` (with its own `cacheControl` off). */
export function setStaticCacheControl(res: Response, file: string): void {
  res.setHeader('Cache-Control', cacheControlFor(file));
}
