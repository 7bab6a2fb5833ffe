import type { RequestHandler } from 'express';
import { sendError } from './sendError';

/** Any port on the loopback names the lab itself: the SPA, the console and the bundle host. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'];

export const ALLOWED_HEADERS = [
  'X-HAF-Staff-Grant',
  'Authorization',
  'Content-Type',
  'X-Lab-Session',
  // Downloads send the token in this header (docs/http-and-errors.md, uploads and downloads).
  'accesstoken',
];

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const PREFLIGHT_CACHE_SECONDS = 600;

/**
 * Entries are exact origins, or end in `:*` for any port of that scheme and host. Anything
 * else is refused: the lab answers with credentials, so a wildcard would leak sessions.
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    if (!entry.endsWith(':*')) return entry === origin;
    const base = entry.slice(0, -2);
    return (
      origin === base ||
      (origin.startsWith(`${base}:`) && /^\d+$/.test(origin.slice(base.length + 1)))
    );
  });
}

export function corsMiddleware(allowed: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    const isPreflight =
      req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (origin === undefined) {
      next();
      return;
    }
    res.vary('Origin');
    if (!isAllowedOrigin(origin, allowed)) {
      // Without CORS headers the browser blocks the answer; a preflight is refused outright.
      if (isPreflight) {
        sendError(res, 403, 'error:lab:cors-refused', `Origin ${origin} is not a lab origin`);
      } else next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (!isPreflight) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS.join(', '));
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
    res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_CACHE_SECONDS));
    res.status(204).end();
  };
}
