import type { BodySummary } from '../journal/RequestJournal';

export const RECORDING_FORMAT = 'lab-recording/1';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Masked like the journal's, so a committed file holds no tokens; replay masks to compare. */
  query: Record<string, string | string[]>;
  /** For people reading the file; replay matches on method, path and query only. */
  body: BodySummary | null;
}

export interface RecordedResponse {
  status: number;
  /** Without hop-by-hop and per-connection headers; see recordableHeaders. */
  headers: Record<string, string | string[]>;
  /** Text when the bytes are valid UTF-8, else base64, so JSON stays readable in review. */
  body: string;
  bodyEncoding: 'utf8' | 'base64';
  /** The route wrote more than the recorder keeps; replay sends only what was kept. */
  truncated: boolean;
}

export interface RecordedExchange {
  request: RecordedRequest;
  response: RecordedResponse;
}

/** A file QA can save under mocks-server/recordings/ and commit as an e2e fixture. */
export interface Recording {
  format: typeof RECORDING_FORMAT;
  name: string;
  /** The session it was recorded in; replay uses the session that loads it. */
  session: string;
  /** ISO time from the lab clock. */
  recordedAt: string;
  /** When true, requests for paths the recording never saw go on to the live mock routes. */
  passthrough: boolean;
  /** In the order the requests arrived. */
  exchanges: RecordedExchange[];
}

/** Also a safe file name, since QA saves recordings under their name. */
export const RECORDING_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isExchange(value: unknown): value is RecordedExchange {
  if (!isObject(value) || !isObject(value.request) || !isObject(value.response)) return false;
  const { request, response } = value;
  return (
    typeof request.method === 'string' &&
    typeof request.path === 'string' &&
    isObject(request.query) &&
    typeof response.status === 'number' &&
    isObject(response.headers) &&
    typeof response.body === 'string' &&
    (response.bodyEncoding === 'utf8' || response.bodyEncoding === 'base64')
  );
}

/**
 * Checks a recording posted by a person or a test. Returns what is wrong, or null. A broken
 * file must fail at load time, not as a puzzling 404 halfway through a replay.
 */
export function recordingProblem(value: unknown): string | null {
  if (!isObject(value)) return 'a recording must be a JSON object';
  if (value.format !== RECORDING_FORMAT) return `format must be "${RECORDING_FORMAT}"`;
  if (typeof value.name !== 'string' || !RECORDING_NAME.test(value.name)) {
    return 'name must be 1-64 letters, digits, dots, dashes or underscores';
  }
  if (typeof value.passthrough !== 'boolean') return 'passthrough must be true or false';
  if (!Array.isArray(value.exchanges)) return 'exchanges must be an array';
  const bad = value.exchanges.findIndex((exchange) => !isExchange(exchange));
  return bad === -1 ? null : `exchanges[${bad}] is not a recorded request and response`;
}
