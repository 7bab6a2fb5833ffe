import type { Request } from 'express';

/** The parsed JSON or form body as an untrusted record: fields are read as `unknown`. */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The first value of a query parameter, if it is a string. */
export function queryText(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** `host[:port]` the request came in on: the lab's trusted domain. */
export function requestHost(req: Request): string | undefined {
  return req.get('host');
}
