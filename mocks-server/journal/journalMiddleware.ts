import type { RequestHandler } from 'express';
import { performance } from 'node:perf_hooks';
import { labSessionOf } from '../sessions/labSessionOf';
import { isLabAdminPath } from './isLabAdminPath';
import type { RequestJournal } from './RequestJournal';
import { maskHeaders, maskQuery } from './maskSecrets';
import { summarizeBody } from './summarizeBody';
import { isUnmatched } from './unmatchedResponses';
import { tappedResponseBody } from './responseBodyTap';

// Re-exported: other modules import the admin-path rule from here.
export { isLabAdminPath, LAB_ADMIN_PREFIX } from './isLabAdminPath';

/** Set by the scenario middleware as `scenario@state`. */
export const LAB_SCENARIO_HEADER = 'x-lab-scenario';

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
    const session = labSessionOf(req);
    let recorded = false;
    // 'close' without 'finish' is a response that never completed (a reset, hang or truncate
    // fault, or a client that gave up): it is recorded too, with status 0 when nothing was sent.
    const record = () => {
      if (recorded) return;
      recorded = true;
      const scenario = res.getHeader(LAB_SCENARIO_HEADER);
      journal.record({
        timestamp,
        session,
        method: req.method,
        path: url.pathname,
        query: maskQuery(url.searchParams),
        headers,
        responseHeaders: maskHeaders(res.getHeaders()),
        body: summarizeBody(req),
        httpVersion: req.httpVersion,
        status: res.writableFinished || res.headersSent ? res.statusCode : 0,
        responseBody: tappedResponseBody(res),
        scenario: scenario === undefined ? null : String(scenario),
        durationMs: Math.round((performance.now() - startedAt) * 100) / 100,
        matched: !isUnmatched(res),
      });
    };
    res.on('finish', record);
    res.on('close', record);
    next();
  };
}
