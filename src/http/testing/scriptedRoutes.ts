import type { Request, Response } from 'express';
import { HttpError } from '../HttpError';

/** Body of a POST /respond call: the test says which status and body the server answers with. */
export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  /** Sent as text/html instead of JSON, like a proxy's error page. */
  raw?: string;
}

export function respondAsScripted(req: Request, res: Response): void {
  const { status, body, raw } = req.body as ScriptedAnswer;
  res.status(status);
  if (raw !== undefined) res.type('text/html').send(raw);
  else res.json(body);
}

/** Answers after 5 s, or never if the client gives up first, without leaving a timer behind. */
export function respondSlowly(_req: Request, res: Response): void {
  const timer = setTimeout(() => res.json({ late: true }), 5000);
  res.on('close', () => clearTimeout(timer));
}

/** Resolves with the HttpError a request rejected with; fails the test if it did not reject. */
export function failureOf(request: Promise<unknown>): Promise<HttpError> {
  return request.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(HttpError);
      return error as HttpError;
    },
  );
}
