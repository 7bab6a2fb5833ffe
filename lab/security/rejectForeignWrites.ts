import type { RequestHandler } from 'express';
import { DEFAULT_ALLOWED_ORIGINS } from '../../mocks-server/http/corsMiddleware';
import { isCrossSite } from '../../mocks-server/http/isCrossSite';
import { sendError } from '../../mocks-server/http/sendError';

export const FOREIGN_WRITE = 'error:lab:foreign-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CORS only hides answers from other origins; a plain form or text/plain POST from any web page
 * still reaches the server and runs. So no request from a foreign origin (or the opaque "null"
 * one) may change anything in the lab: not its admin state, not its bills.
 */
export function rejectForeignWrites(
  allowed: readonly string[] = DEFAULT_ALLOWED_ORIGINS,
): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !isCrossSite(req, allowed)) {
      next();
      return;
    }
    const from = req.headers.origin ?? 'another site';
    sendError(res, 403, FOREIGN_WRITE, `Changes are refused from origin ${from}`);
  };
}
