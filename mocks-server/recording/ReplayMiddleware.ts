import type { RequestHandler, Response } from 'express';
import { ListenerSet } from '../events/ListenerSet';
import { isLabAdminPath } from '../journal/isLabAdminPath';
import { maskQuery } from '../journal/maskSecrets';
import { issuedSecrets } from '../journal/SecretRegistry';
import { labSessionOf } from '../sessions/labSessionOf';
import { FlagReplay, type FlagReplayStatus } from './FlagReplay';
import { playReplayed } from './playReplayed';
import { httpExchanges } from './Recording';
import type { FlagSyncData, Recording } from './Recording';
import { ReplayQueues } from './ReplayQueues';
import { sendReplayMiss, type ReplayMiss } from './sendReplayed';

/** What replay needs from the rest of the lab: scenario states, and a place for hung answers. */
export interface ReplayHooks {
  /** The scenario's state in the session, or undefined when no active preset has it. */
  scenarioState(session: string, scenario: string): string | undefined;
  /** Moves the scenario on, as the recorded stub did. */
  moveScenario(session: string, scenario: string, state: string): void;
  /** Keeps an answer that never comes, so shutdown can still end it. */
  hold(res: Response): void;
}

interface LoadedReplay {
  recording: Recording;
  queues: ReplayQueues;
  total: number;
  flags: FlagReplay;
  misses: ReplayMiss[];
}

export interface ReplayStatus extends FlagReplayStatus {
  name: string;
  total: number;
  remaining: number;
  /** Requests the recording could not answer, newest last: what came and what was expected. */
  misses: ReplayMiss[];
}

const MAX_MISSES = 50;
const NO_HOOKS: ReplayHooks = {
  scenarioState: () => undefined,
  moveScenario: () => undefined,
  hold: () => undefined,
};

/**
 * Answers a session's requests from a loaded recording, as they were answered, faults included
 * (ReplayQueues picks the exchange, playReplayed plays it). Each answer moves the session's flag
 * replay on (FlagReplay), and listeners hear of it to push what became due. A request the
 * recording cannot answer gets a plain 503, so the app shows its own failure screen, and the
 * miss is kept for the console.
 */
export class ReplayMiddleware {
  private readonly loaded = new Map<string, LoadedReplay>();
  private readonly progress = new ListenerSet<string>('lab replay: progress');

  constructor(private readonly hooks: ReplayHooks = NO_HOOKS) {}

  /** Replaces any replay already loaded for the session, starting from its first step. */
  start(session: string, recording: Recording): ReplayStatus {
    const exchanges = httpExchanges(recording);
    const replay = {
      recording,
      queues: new ReplayQueues(exchanges),
      total: exchanges.length,
      flags: new FlagReplay(recording.entries),
      misses: [],
    };
    this.loaded.set(session, replay);
    return this.statusOf(replay);
  }

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

  flagReplay(session: string): FlagReplay | null {
    return this.loaded.get(session)?.flags ?? null;
  }

  advanceFlags(session: string): FlagSyncData | null | undefined {
    const replay = this.loaded.get(session);
    if (!replay) return undefined;
    const advanced = replay.flags.advance();
    this.progress.emit(session);
    return advanced;
  }

  onProgress(listener: (session: string) => void): () => void {
    return this.progress.add(listener);
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
      // Masked as the recorder masked it: a code issued during the replay matches the recorded one.
      const query = issuedSecrets.maskFields(maskQuery(url.searchParams));
      const stateOf = (scenario: string) => this.hooks.scenarioState(session, scenario);
      const pick = replay.queues.take(req.method, url.pathname, query, stateOf);
      if (pick.kind === 'exchange') {
        const tag = pick.entry.response.scenario;
        if (tag?.next && stateOf(tag.name) !== undefined)
          this.hooks.moveScenario(session, tag.name, tag.next);
        playReplayed(
          req,
          res,
          pick.entry,
          `${replay.recording.name}#${pick.index + 1}`,
          this.hooks.hold,
        );
        replay.flags.exchangeServed();
        this.progress.emit(session);
        return;
      }
      if (replay.recording.passthrough && !replay.queues.hasPath(url.pathname)) {
        next();
        return;
      }
      const miss = { method: req.method, path: url.pathname, query, expected: pick.expected };
      replay.misses.push(miss);
      if (replay.misses.length > MAX_MISSES) replay.misses.shift();
      sendReplayMiss(res, replay.recording.name, miss);
    };
  }

  private statusOf(replay: LoadedReplay): ReplayStatus {
    return {
      name: replay.recording.name,
      total: replay.total,
      remaining: replay.queues.remaining(),
      misses: [...replay.misses],
      ...replay.flags.status(),
    };
  }
}
