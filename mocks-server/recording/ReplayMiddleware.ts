import type { RequestHandler } from 'express';
import { isLabAdminPath } from '../journal/isLabAdminPath';
import { maskQuery } from '../journal/maskSecrets';
import { issuedSecrets } from '../journal/SecretRegistry';
import { labSessionOf } from '../sessions/labSessionOf';
import { exchangeKey } from './exchangeKey';
import { FlagReplay, type FlagReplayStatus } from './FlagReplay';
import { httpExchanges } from './Recording';
import type { FlagSyncData, HttpEntry, Recording } from './Recording';
import { sendReplayed, sendReplayMiss } from './sendReplayed';

export { REPLAY_HEADER } from './sendReplayed';

interface LoadedReplay {
  recording: Recording;
  exchanges: HttpEntry[];
  /** Per method+path+query, the indexes of the exchanges not yet replayed, oldest first. */
  queues: Map<string, number[]>;
  paths: Set<string>;
  flags: FlagReplay;
}

export interface ReplayStatus extends FlagReplayStatus {
  name: string;
  total: number;
  remaining: number;
}

function load(recording: Recording): LoadedReplay {
  const exchanges = httpExchanges(recording);
  const queues = new Map<string, number[]>();
  exchanges.forEach(({ request }, index) => {
    const key = exchangeKey(request.method, request.path, request.query);
    queues.set(key, [...(queues.get(key) ?? []), index]);
  });
  const paths = new Set(exchanges.map(({ request }) => request.path));
  return { recording, exchanges, queues, paths, flags: new FlagReplay(recording.entries) };
}

/**
 * Answers a session's requests from a loaded recording. Each method+path+query has its own
 * queue, consumed in recorded order, so the same sequence of requests always gets the same
 * responses even when the app's unrelated calls interleave differently. Each answer moves the
 * session's flag replay on (FlagReplay), and listeners hear of it to push what became due.
 */
export class ReplayMiddleware {
  private readonly loaded = new Map<string, LoadedReplay>();
  private readonly listeners = new Set<(session: string) => void>();

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

  /** The session's flag replay, or null when its flag stream is live. */
  flagReplay(session: string): FlagReplay | null {
    return this.loaded.get(session)?.flags ?? null;
  }

  /** Forces the next recorded flag message due; undefined when the session is not replaying. */
  advanceFlags(session: string): FlagSyncData | null | undefined {
    const replay = this.loaded.get(session);
    if (!replay) return undefined;
    const advanced = replay.flags.advance();
    this.emit(session);
    return advanced;
  }

  /** Called after each step replay takes (an exchange answered, a forced flag message). */
  onProgress(listener: (session: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Mount after compression(), so replayed bodies are compressed as live ones are. */
  handler(): RequestHandler {
    return (req, res, next) => {
      const url = new URL(req.originalUrl, 'http://lab.invalid');
      const session = labSessionOf(req);
      const replay = isLabAdminPath(url.pathname) ? undefined : this.loaded.get(session);
      if (!replay) {
        next();
        return;
      }
      const { recording } = replay;
      // Masked as the recorder masked it: a code issued during the replay matches the recorded one.
      const query = issuedSecrets.maskFields(maskQuery(url.searchParams));
      const key = exchangeKey(req.method, url.pathname, query);
      const index = replay.queues.get(key)?.shift();
      if (index !== undefined) {
        sendReplayed(res, replay.exchanges[index].response, `${recording.name}#${index + 1}`);
        replay.flags.exchangeServed();
        this.emit(session);
        return;
      }
      if (recording.passthrough && !replay.paths.has(url.pathname)) {
        next();
        return;
      }
      const call = { method: req.method, path: url.pathname, query };
      sendReplayMiss(res, recording.name, call, replay.paths.has(url.pathname));
    };
  }

  private emit(session: string): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(session);
      } catch (error) {
        // The HTTP answer is already sent: a failing flag push must not turn it into a 500.
        console.error('lab replay: a progress listener failed', error);
      }
    }
  }

  private statusOf(replay: LoadedReplay): ReplayStatus {
    let remaining = 0;
    for (const queue of replay.queues.values()) remaining += queue.length;
    return {
      name: replay.recording.name,
      total: replay.exchanges.length,
      remaining,
      ...replay.flags.status(),
    };
  }
}
