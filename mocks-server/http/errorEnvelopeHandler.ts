import type { ErrorRequestHandler } from 'express';
import { BODY_LIMIT, TOO_DEEP } from './bodyParsers';
import { reportOnce } from './reportOnce';
import { sendError } from './sendError';

interface HttpError {
  status: number;
  type?: string;
  message: string;
  /** Set by the body parsers on a too-large body, in bytes. */
  limit?: number;
}

function limitText(bytes: number | undefined): string {
  if (bytes === undefined) return BODY_LIMIT;
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)}mb` : `${bytes / 1024}kb`;
}

function isHttpError(err: unknown): err is HttpError {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as { status?: unknown }).status === 'number' &&
    typeof (err as { message?: unknown }).message === 'string'
  );
}

const TYPED: Record<string, [number, string, (err: HttpError) => string]> = {
  'entity.parse.failed': [
    400,
    'error:lab:bad-json',
    (err) => `Malformed JSON body: ${err.message}`,
  ],
  'entity.too.large': [
    413,
    'error:lab:body-too-large',
    (err) => `Request body exceeds the ${limitText(err.limit)} limit`,
  ],
  [TOO_DEEP]: [400, 'error:lab:too-deep', (err) => err.message],
  'charset.unsupported': [415, 'error:lab:bad-charset', (err) => err.message],
  'encoding.unsupported': [415, 'error:lab:bad-encoding', (err) => err.message],
};

/**
 * The one error answer of the lab: parser failures, malformed addresses and anything a route
 * throws become the JSON envelope. Express's default would answer with an HTML page holding a
 * stack trace, which the app cannot read and a stranger should not see. Internal errors are
 * logged on the server (once per distinct error) and answered without their details.
 */
export function errorEnvelopeHandler(): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      reportOnce(err, `${req.method} ${req.path} after the answer started`);
      // Express ends the broken response; nothing else can be sent on it.
      next(err);
      return;
    }
    if (err instanceof URIError || (isHttpError(err) && /decode param/.test(err.message))) {
      sendError(res, 400, 'error:lab:bad-url', 'The address is not valid percent-encoded UTF-8');
      return;
    }
    if (!isHttpError(err) || err.status >= 500) {
      reportOnce(err, `${req.method} ${req.path}`);
      sendError(res, 500, 'error:lab:internal', 'The lab failed to answer; see its log');
      return;
    }
    const typed = err.type === undefined ? undefined : TYPED[err.type];
    if (typed) sendError(res, typed[0], typed[1], typed[2](err));
    else sendError(res, err.status, `error:lab:http-${err.status}`, err.message);
  };
}
