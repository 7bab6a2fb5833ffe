import type { Request, RequestHandler, Response } from 'express';
import { performance } from 'node:perf_hooks';
import { labSessionOf } from '../sessions/labSessionOf';
import { isLabAdminPath } from './isLabAdminPath';
import type { HeaderMap, RequestJournal } from './RequestJournal';
import { maskHeaders, maskQuery } from './maskSecrets';
import { issuedSecrets, type SecretRegistry } from './SecretRegistry';
import { summarizeBody } from './summarizeBody';
import { reportOnce } from '../http/reportOnce';
import { isUnmatched } from './unmatchedResponses';
import { tappedResponseBody } from './responseBodyTap';

// Re-exported: other modules import the admin-path rule from here.
export { isLabAdminPath } from './isLabAdminPath';

/** Set by the scenario middleware as `scenario@state`. */
export const LAB_SCENARIO_HEADER = 'x-lab-scenario';

/**
 * One request on its way to the journal. A class, not closures: under tsx (esbuild keepNames)
 * every closure bound to a name is renamed with defineProperty each time it is created.
 */
class PendingEntry {
  private recorded = false;
  private readonly timestamp: number;
  private readonly startedAt = performance.now();
  private readonly headers: HeaderMap;
  private readonly session: string;

  constructor(
    private readonly journal: RequestJournal,
    private readonly req: Request,
    private readonly res: Response,
    private readonly url: URL,
    now: () => Date,
    private readonly secrets: SecretRegistry,
  ) {
    this.timestamp = now().getTime();
    this.headers = secrets.maskFields(maskHeaders(req.headers));
    this.session = labSessionOf(req);
  }

  /** Runs in a response event, where a throw would end the whole lab: it is logged instead. */
  record(): void {
    if (this.recorded) return;
    this.recorded = true;
    try {
      this.write();
    } catch (error) {
      reportOnce(error, `the journal entry of ${this.req.method} ${this.url.pathname}`);
    }
  }

  private write(): void {
    const { req, res, url } = this;
    const scenario = res.getHeader(LAB_SCENARIO_HEADER);
    this.journal.record({
      timestamp: this.timestamp,
      session: this.session,
      method: req.method,
      path: url.pathname,
      query: this.secrets.maskFields(maskQuery(url.searchParams)),
      headers: this.headers,
      responseHeaders: this.secrets.maskFields(maskHeaders(res.getHeaders())),
      body: summarizeBody(req, this.secrets),
      httpVersion: req.httpVersion,
      status: res.writableFinished || res.headersSent ? res.statusCode : 0,
      responseBody: tappedResponseBody(res),
      scenario: scenario === undefined ? null : String(scenario),
      durationMs: Math.round((performance.now() - this.startedAt) * 100) / 100,
      matched: !isUnmatched(res),
    });
  }
}

/**
 * Records every request once its response is finished. Mount it first: it must see requests
 * that the body parsers or CORS reject, and the final status only exists at the end.
 */
export function journalMiddleware(
  journal: RequestJournal,
  now: () => Date,
  secrets: SecretRegistry = issuedSecrets,
): RequestHandler {
  return (req, res, next) => {
    const url = new URL(req.originalUrl, 'http://lab.invalid');
    if (isLabAdminPath(url.pathname)) {
      next();
      return;
    }
    const pending = new PendingEntry(journal, req, res, url, now, secrets);
    // 'close' without 'finish' is a response that never completed (a reset, hang or truncate
    // fault, or a client that gave up): it is recorded too, with status 0 when nothing was sent.
    res.on('finish', () => pending.record());
    res.on('close', () => pending.record());
    next();
  };
}
