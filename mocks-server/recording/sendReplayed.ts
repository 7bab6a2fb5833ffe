import type { Response } from 'express';
import { sendError } from '../http/sendError';
import { markUnmatched } from '../journal/unmatchedResponses';
import type { RecordedResponse } from './Recording';

/** Tells a person which recording and which step answered, without touching the body. */
export const REPLAY_HEADER = 'x-lab-replay';

export function sendReplayed(res: Response, response: RecordedResponse, step: string): void {
  const body = Buffer.from(response.body, response.bodyEncoding);
  res.status(response.status);
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.setHeader(REPLAY_HEADER, step);
  res.setHeader('content-length', body.length);
  res.end(body);
}

/** The 404 for a call the replay cannot answer, named so it can be pasted into a bug report. */
export function sendReplayMiss(
  res: Response,
  name: string,
  call: { method: string; path: string; query: Record<string, string | string[]> },
  pathRecorded: boolean,
): void {
  // Named with the masked query: the message may be pasted into a bug report.
  const search = new URLSearchParams(
    Object.entries(call.query).flatMap(([key, value]) => [value].flat().map((item) => [key, item])),
  ).toString();
  const described = `${call.method} ${call.path}${search ? `?${search}` : ''}`;
  const reason = pathRecorded
    ? 'has no recorded response left for'
    : 'never recorded, and does not pass through,';
  markUnmatched(res);
  sendError(res, 404, 'error:lab:replay-exhausted', `Replay "${name}" ${reason} ${described}`);
}
