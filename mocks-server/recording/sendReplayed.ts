import type { Response } from 'express';
import { markUnmatched } from '../journal/unmatchedResponses';
import type { RecordedResponse } from './Recording';

/** Tells a person which recording and which step answered, without touching the body. */
export const REPLAY_HEADER = 'x-lab-replay';
/** On a request the replay could not answer: what the recording expected instead. */
export const REPLAY_MISS_HEADER = 'x-lab-replay-miss';

/** A request a replay met that its recording could not answer. */
export interface ReplayMiss {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** What the recording held for it, in words: the next recorded answer, or nothing. */
  expected: string;
}

export function sendReplayed(res: Response, response: RecordedResponse, step: string): void {
  const body = Buffer.from(response.body, response.bodyEncoding);
  res.status(response.status);
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.setHeader(REPLAY_HEADER, step);
  res.setHeader('content-length', body.length);
  res.end(body);
}

/**
 * The answer to a request the replay cannot answer: a bare 503, as a gateway in front of a
 * backend that is not there would give, so the app shows its own failure screen and never a
 * lab sentence. What was expected travels in a header for people and the console.
 */
export function sendReplayMiss(res: Response, name: string, miss: ReplayMiss): void {
  markUnmatched(res);
  const said = `${name}: ${miss.method} ${miss.path}; expected ${miss.expected}`;
  res.status(503).setHeader(REPLAY_MISS_HEADER, encodeURIComponent(said));
  res.end();
}
