import type { RequestHandler } from 'express';
import { DEFAULT_ALLOWED_ORIGINS, isAllowedOrigin } from '../../mocks-server/http/corsMiddleware';

/** The headers the FeatBit SDK sends (polling and events) plus what the console needs. */
export const FLAG_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'X-User-Agent', 'User-Agent'];

const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

/**
 * CORS for the SDK endpoints and the flag admin API. No credentials: the SDK sends its key in
 * Authorization, never cookies. A browser rejects the SDK's POSTs without the preflight answer.
 */
export function flagCors(allowed: readonly string[] = DEFAULT_ALLOWED_ORIGINS): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    const isPreflight =
      req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (origin === undefined || !isAllowedOrigin(origin, allowed)) {
      // A foreign origin gets no CORS headers, so its browser blocks the answer.
      if (isPreflight) res.status(403).end();
      else next();
      return;
    }
    res.vary('Origin');
    res.setHeader('Access-Control-Allow-Origin', origin);
    if (!isPreflight) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS.join(', '));
    res.setHeader('Access-Control-Allow-Headers', FLAG_ALLOWED_HEADERS.join(', '));
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
