import type { RequestHandler } from 'express';
import { isLabAdminPath } from '../journal/journalMiddleware';
import { markUnmatched } from '../journal/unmatchedResponses';
import { sendError } from './sendError';

/** The last handler: a call nobody mocks gets a readable 404 and a place in the journal. */
export function noRouteHandler(): RequestHandler {
  return (req, res) => {
    const path = req.originalUrl.split('?')[0];
    if (!isLabAdminPath(path)) markUnmatched(res);
    sendError(res, 404, 'error:lab:no-route', `No mock route for ${req.method} ${path}`);
  };
}
