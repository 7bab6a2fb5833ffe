import express from 'express';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { sendError } from './sendError';

/** Generous for forms and JSON, small enough that a runaway client cannot fill the lab's memory. */
export const BODY_LIMIT = '1mb';

/** JSON and form bodies; multipart uploads are left to the upload routes. */
export function bodyParsers(): RequestHandler[] {
  return [
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ limit: BODY_LIMIT, extended: false }),
  ];
}

interface HttpError {
  status: number;
  type?: string;
  message: string;
}

function isHttpError(err: unknown): err is HttpError {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as { status?: unknown }).status === 'number' &&
    typeof (err as { message?: unknown }).message === 'string'
  );
}

/**
 * Turns parser failures (and anything else thrown) into the lab envelope; Express's default
 * would answer with an HTML page the app cannot read.
 */
export function errorEnvelopeHandler(): ErrorRequestHandler {
  return (err: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    if (!isHttpError(err)) {
      const message = err instanceof Error ? err.message : String(err);
      sendError(res, 500, 'error:lab:internal', message);
      return;
    }
    if (err.type === 'entity.parse.failed') {
      sendError(res, 400, 'error:lab:bad-json', `Malformed JSON body: ${err.message}`);
    } else if (err.type === 'entity.too.large') {
      sendError(
        res,
        413,
        'error:lab:body-too-large',
        `Request body exceeds the ${BODY_LIMIT} limit`,
      );
    } else {
      sendError(res, err.status, `error:lab:http-${err.status}`, err.message);
    }
  };
}
