import type { Request } from 'express';
import { DEFAULT_ALLOWED_ORIGINS, isAllowedOrigin } from './corsMiddleware';

/**
 * True when a browser says the request comes from another site. Browsers send Origin on every
 * cross-origin request that can change state and Sec-Fetch-Site on all of them; a request with
 * neither comes from curl, a test or the bench, which are not cross-site attacks.
 */
export function isCrossSite(
  req: Request,
  allowed: readonly string[] = DEFAULT_ALLOWED_ORIGINS,
): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(origin, allowed)) return true;
  return origin === undefined && req.headers['sec-fetch-site'] === 'cross-site';
}
