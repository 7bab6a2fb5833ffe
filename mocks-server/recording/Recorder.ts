import type { Request, RequestHandler, Response } from 'express';
import { isLabAdminPath } from '../journal/isLabAdminPath';
import { tapResponseBody } from '../journal/tapResponseBody';
import { labSessionOf } from '../sessions/labSessionOf';
import { ActiveRecording } from './ActiveRecording';
import { composeExchange, type PendingExchange } from './composeExchange';
import type { PersonStep } from './PersonStep';
import type {
  FlagChangeSummary,
  FlagSyncCause,
  FlagSyncData,
  RecordedEntryPoint,
  RecordedFile,
  Recording,
  SeenNode,
} from './Recording';

/** Per response; enough for any lab payload, small enough that a loop cannot exhaust memory. */
export const RECORDED_BODY_LIMIT = 1024 * 1024;
/** A fault's own answer (an injected status, a malformed body) is small. */
const ANSWER_BODY_LIMIT = 64 * 1024;

export interface RecordingOptions {
  passthrough?: boolean;
  entryPoint?: RecordedEntryPoint | null;
}

/**
 * Records, per lab session that asked, everything a replay or an exported test needs on one
 * timeline: HTTP exchanges (also those a fault cut off), flag-stream messages, scenario changes,
 * preset activations and the person's steps.
 */
export class Recorder {
  private readonly active = new Map<string, ActiveRecording>();
  private readonly pending = new WeakMap<Response, PendingExchange>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  isRecording(session: string): boolean {
    return this.active.has(session);
  }

  /** False when the session is already recording: a silent restart would lose the first part. */
  start(session: string, name: string, options: RecordingOptions = {}): boolean {
    if (this.active.has(session)) return false;
    this.active.set(session, new ActiveRecording(name, session, this.now(), options));
    return true;
  }

  /** The finished recording, or null when the session was not recording. */
  stop(session: string, finalView: SeenNode[] = []): Recording | null {
    const recording = this.active.get(session);
    if (!recording) return null;
    this.active.delete(session);
    return recording.finish(finalView);
  }

  recordFlagSync(session: string, cause: FlagSyncCause, data: FlagSyncData): void {
    this.active.get(session)?.flagSync(this.now(), cause, data);
  }

  /** Flags are shared by every session, so each active recording gets the change. */
  recordFlagChange(summary: FlagChangeSummary): void {
    for (const recording of this.active.values()) recording.flagChange(this.now(), summary);
  }

  recordScenarioState(session: string, scenario: string, state: string): void {
    this.active.get(session)?.push(this.now(), { kind: 'scenario-state', scenario, state });
  }

  recordPreset(session: string, name: string, action: 'activate' | 'deactivate'): void {
    this.active.get(session)?.push(this.now(), { kind: 'preset', name, action });
  }

  /** False when the session is not recording. */
  recordStep(
    session: string,
    step: PersonStep,
    seen: string[],
    files: RecordedFile[] = [],
  ): boolean {
    const recording = this.active.get(session);
    if (!recording) return false;
    recording.step(this.now(), step, seen, files);
    return true;
  }

  /**
   * Mount before the faults: reserves each request's place on the timeline when it arrives, and
   * records it when its response closes, however it ends (answered, reset, cut short, hung).
   */
  arrival(): RequestHandler {
    return (req, res, next) => {
      // Nobody recording, nothing to do: the common case costs one size check.
      if (this.active.size === 0) {
        next();
        return;
      }
      const url = new URL(req.originalUrl, 'http://lab.invalid');
      const recording = isLabAdminPath(url.pathname)
        ? undefined
        : this.active.get(labSessionOf(req));
      if (!recording) {
        next();
        return;
      }
      const pending = recording.reserve(this.now());
      this.pending.set(res, pending);
      tapResponseBody(res, ANSWER_BODY_LIMIT, (body) => (pending.answerBody = body));
      const settle = () => recording.fill(pending, composeExchange(req, res, url, pending));
      res.once('close', settle);
      recording.onStop(pending, () => settle());
      next();
    };
  }

  /** Mount after compression(), so bodies are recorded as the routes wrote them. */
  bodies(): RequestHandler {
    return (_req: Request, res, next) => {
      const pending = this.pending.get(res);
      if (pending) tapResponseBody(res, RECORDED_BODY_LIMIT, (body) => (pending.routeBody = body));
      next();
    };
  }
}
