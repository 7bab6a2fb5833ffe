import type { RequestHandler } from 'express';
import { performance } from 'node:perf_hooks';
import type { RequestJournal } from './RequestJournal';
import { maskHeaders, maskQuery } from './maskSecrets';
import { summarizeBody } from './summarizeBody';
import { isUnmatched } from './unmatchedResponses';

export const LAB_ADMIN_PREFIX = '/__lab';

/** Admin calls would drown the app's own calls and make counts depend on who is watching. */
export function isLabAdminPath(path: string): boolean {
  return path === LAB_ADMIN_PREFIX || path.startsWith(`${LAB_ADMIN_PREFIX}/`);
}

/**
 * Records every request once its response is finished. Mount it first: it must see requests
 * that the body parsers or CORS reject, and the final status only exists at the end.
 */
export function journalMiddleware(journal: RequestJournal, now: () => Date): RequestHandler {
  return (req, res, next) => {
    const url = new URL(req.originalUrl, 'http://lab.invalid');
    if (isLabAdminPath(url.pathname)) {
      next();
      return;
    }
    const timestamp = now().getTime();
    const startedAt = performance.now();
    const headers = maskHeaders(req.headers);
    res.on('finish', () => {
      journal.record({
        timestamp,
        method: req.method,
        path: url.pathname,
        query: maskQuery(url.searchParams),
        headers,
        responseHeaders: maskHeaders(res.getHeaders()),
        body: summarizeBody(req),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - startedAt) * 100) / 100,
        matched: !isUnmatched(res),
      });
    });
    next();
  };
}
