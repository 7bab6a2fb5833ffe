import express from 'express';
import type { RequestHandler } from 'express';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './jsonDepth';

/** Generous for forms and JSON, small enough that a runaway client cannot fill the lab's memory. */
export const BODY_LIMIT = '1mb';

/** The error type the envelope handler turns into `error:lab:too-deep`. */
export const TOO_DEEP = 'entity.too.deep';

function refuseDeepJson(_req: unknown, _res: unknown, buffer: Buffer): void {
  if (!jsonDepthExceeds(buffer)) return;
  // body-parser answers with the thrown error's status; the type names it for the envelope.
  throw Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), {
    status: 400,
    type: TOO_DEEP,
  });
}

/**
 * Every JSON parser of the lab: the depth check runs on the raw bytes before parsing, so no
 * recursive walk afterwards (masking, previews, routes) can meet a value deep enough to overflow.
 */
export function jsonBody(limit: string = BODY_LIMIT): RequestHandler {
  return express.json({ limit, verify: refuseDeepJson });
}

/** JSON and form bodies; multipart uploads are left to the upload routes. */
export function bodyParsers(): RequestHandler[] {
  return [jsonBody(), express.urlencoded({ limit: BODY_LIMIT, extended: false })];
}
