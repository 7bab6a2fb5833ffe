import type { RequestHandler, Response } from 'express';
import { sendError } from '../http/sendError';
import { isLabAdminPath } from '../journal/isLabAdminPath';
import { maskQuery } from '../journal/maskSecrets';
import { markUnmatched } from '../journal/unmatchedResponses';
import { labSessionOf } from '../sessions/labSessionOf';
import { exchangeKey } from './exchangeKey';
import type { RecordedResponse, Recording } from './Recording';

/** Tells a person which recording and which step answered, without touching the body. */
export const REPLAY_HEADER = 'x-lab-replay';

interface LoadedReplay {
  recording: Recording;
  /** Per method+path+query, the indexes of the exchanges not yet replayed, oldest first. */
  queues: Map<string, number[]>;
  paths: Set<string>;
}

export interface ReplayStatus {
  name: string;
  total: number;
  remaining: number;
}

function load(recording: Recording): LoadedReplay {
  const queues = new Map<string, number[]>();
  recording.exchanges.forEach(({ request }, index) => {
    const key = exchangeKey(request.method, request.path, request.query);
    queues.set(key, [...(queues.get(key) ?? []), index]);
  });
  const paths = new Set(recording.exchanges.map(({ request }) => request.path));
  return { recording, queues, paths };
}

function send(res: Response, response: RecordedResponse, step: string): void {
  const body = Buffer.from(response.body, response.bodyEncoding);
  res.status(response.status);
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.setHeader(REPLAY_HEADER, step);
  res.setHeader('content-length', body.length);
  res.end(body);
}

/**
 * Answers a session's requests from a loaded recording. Each method+path+query has its own
 * queue, consumed in recorded order, so the same sequence of requests always gets the same
 * responses even when the app's unrelated calls interleave differently.
 */
export class ReplayMiddleware {
  private readonly loaded = new Map<string, LoadedReplay>();

  /** Replaces any replay already loaded for the session, starting from its first step. */
  start(session: string, recording: Recording): ReplayStatus {
    const replay = load(recording);
    this.loaded.set(session, replay);
    return this.statusOf(replay);
  }

  /** What was left unplayed, or null when the session had no replay loaded. */
  stop(session: string): ReplayStatus | null {
    const replay = this.loaded.get(session);
    if (!replay) return null;
    this.loaded.delete(session);
    return this.statusOf(replay);
  }

  status(session: string): ReplayStatus | null {
    const replay = this.loaded.get(session);
    return replay ? this.statusOf(replay) : null;
  }

  /** Mount after compression(), so replayed bodies are compressed as live ones are. */
  handler(): RequestHandler {
    return (req, res, next) => {
      const url = new URL(req.originalUrl, 'http://lab.invalid');
      const replay = isLabAdminPath(url.pathname) ? undefined : this.loaded.get(labSessionOf(req));
      if (!replay) {
        next();
        return;
      }
      const { recording } = replay;
      const query = maskQuery(url.searchParams);
      const key = exchangeKey(req.method, url.pathname, query);
      const index = replay.queues.get(key)?.shift();
      if (index !== undefined) {
        send(res, recording.exchanges[index].response, `${recording.name}#${index + 1}`);
        return;
      }
      if (recording.passthrough && !replay.paths.has(url.pathname)) {
        next();
        return;
      }
      // Named with the masked query: the message may be pasted into a bug report.
      const search = new URLSearchParams(
        Object.entries(query).flatMap(([name, value]) =>
          [value].flat().map((item) => [name, item]),
        ),
      ).toString();
      const call = `${req.method} ${url.pathname}${search ? `?${search}` : ''}`;
      const reason = replay.paths.has(url.pathname)
        ? 'has no recorded response left for'
        : 'never recorded, and does not pass through,';
      markUnmatched(res);
      sendError(
        res,
        404,
        'error:lab:replay-exhausted',
        `Replay "${recording.name}" ${reason} ${call}`,
      );
    };
  }

  private statusOf(replay: LoadedReplay): ReplayStatus {
    let remaining = 0;
    for (const queue of replay.queues.values()) remaining += queue.length;
    return { name: replay.recording.name, total: replay.recording.exchanges.length, remaining };
  }
}
