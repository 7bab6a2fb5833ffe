import type { RequestHandler } from 'express';
import { DEFAULT_ALLOWED_ORIGINS, isAllowedOrigin } from '../../mocks-server/http/corsMiddleware';
import { sendError } from '../../mocks-server/http/sendError';

export const FOREIGN_ADMIN_CALL = 'error:lab:foreign-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CORS only hides answers from other origins; a plain form POST from any web page still reaches
 * the server. The lab's admin calls reset data, inject faults and flip flags, so a changing call
 * under /__lab that names a foreign origin (or the opaque "null" one) is refused before it runs.
 * Calls without an Origin header (curl, tests, the bench) are not browser cross-site requests.
 */
export function rejectForeignAdminCalls(
  allowed: readonly string[] = DEFAULT_ALLOWED_ORIGINS,
): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    const isAdmin = req.path === '/__lab' || req.path.startsWith('/__lab/');
    if (!isAdmin || SAFE_METHODS.has(req.method) || origin === undefined) {
      next();
      return;
    }
    if (isAllowedOrigin(origin, allowed)) {
      next();
      return;
    }
    sendError(res, 403, FOREIGN_ADMIN_CALL, `Lab admin calls are refused from origin ${origin}`);
  };
}
