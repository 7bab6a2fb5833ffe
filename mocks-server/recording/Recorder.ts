import type { RequestHandler } from 'express';
import { isLabAdminPath } from '../journal/isLabAdminPath';
import { maskQuery } from '../journal/maskSecrets';
import { summarizeBody } from '../journal/summarizeBody';
import { tapResponseBody } from '../journal/tapResponseBody';
import type { TappedBody } from '../journal/tapResponseBody';
import { issuedSecrets } from '../journal/SecretRegistry';
import { labSessionOf } from '../sessions/labSessionOf';
import { RECORDING_FORMAT } from './Recording';
import type {
  FlagChangeSummary,
  FlagSyncCause,
  FlagSyncData,
  RecordedResponse,
  Recording,
  RecordingEntry,
} from './Recording';
import { recordableHeaders } from './recordableHeaders';

/** Per response; enough for any lab payload, small enough that a loop cannot exhaust memory. */
export const RECORDED_BODY_LIMIT = 1024 * 1024;

interface ActiveRecording {
  name: string;
  passthrough: boolean;
  recordedAt: string;
  startedMs: number;
  /** HTTP slots are reserved on arrival and filled on end, so the order is the order of events. */
  slots: Array<RecordingEntry | null>;
}

function encodeBody(body: TappedBody): Pick<RecordedResponse, 'body' | 'bodyEncoding'> {
  const text = body.bytes.toString('utf8');
  // Round-trips only when the bytes are valid UTF-8; anything else must not be altered.
  return Buffer.from(text, 'utf8').equals(body.bytes)
    ? { body: text, bodyEncoding: 'utf8' }
    : { body: body.bytes.toString('base64'), bodyEncoding: 'base64' };
}

/** Records the HTTP traffic and flag-stream messages of the lab sessions that asked for it. */
export class Recorder {
  private readonly active = new Map<string, ActiveRecording>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  isRecording(session: string): boolean {
    return this.active.has(session);
  }

  /** False when the session is already recording: a silent restart would lose the first part. */
  start(session: string, name: string, passthrough = false): boolean {
    if (this.active.has(session)) return false;
    const started = this.now();
    const recordedAt = started.toISOString();
    this.active.set(session, {
      name,
      passthrough,
      recordedAt,
      startedMs: started.getTime(),
      slots: [],
    });
    return true;
  }

  /** The finished recording, or null when the session was not recording. */
  stop(session: string): Recording | null {
    const recording = this.active.get(session);
    if (!recording) return null;
    this.active.delete(session);
    return {
      format: RECORDING_FORMAT,
      name: recording.name,
      session,
      recordedAt: recording.recordedAt,
      passthrough: recording.passthrough,
      // Requests still in flight, reset or hung have no response to replay.
      entries: recording.slots.filter((slot): slot is RecordingEntry => slot !== null),
    };
  }

  /** A data-sync the flag server sent to a client of `session`; nothing when it is not recording. */
  recordFlagSync(session: string, cause: FlagSyncCause, data: FlagSyncData): void {
    const recording = this.active.get(session);
    if (!recording) return;
    const { eventType, userKeyId, featureFlags } = data;
    recording.slots.push({
      kind: 'flag-sync',
      atMs: this.atMs(recording),
      cause,
      userKeyId,
      eventType,
      featureFlags: structuredClone(featureFlags),
    });
  }

  /** Flags are shared by every session, so each active recording gets the change. */
  recordFlagChange(summary: FlagChangeSummary): void {
    for (const recording of this.active.values()) {
      const { change, key, flagKeys } = summary;
      recording.slots.push({
        kind: 'flag-change',
        atMs: this.atMs(recording),
        change,
        key,
        flagKeys: [...flagKeys],
      });
    }
  }

  /** Mount after compression(), so bodies are recorded as the routes wrote them. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const url = new URL(req.originalUrl, 'http://lab.invalid');
      const recording = isLabAdminPath(url.pathname)
        ? undefined
        : this.active.get(labSessionOf(req));
      if (!recording) {
        next();
        return;
      }
      const atMs = this.atMs(recording);
      const index = recording.slots.push(null) - 1;
      tapResponseBody(res, RECORDED_BODY_LIMIT, (body) => {
        recording.slots[index] = {
          kind: 'http',
          atMs,
          request: {
            method: req.method,
            path: url.pathname,
            query: issuedSecrets.maskFields(maskQuery(url.searchParams)),
            body: summarizeBody(req, issuedSecrets),
          },
          response: {
            status: res.statusCode,
            headers: recordableHeaders(res.getHeaders()),
            ...encodeBody(body),
            truncated: body.truncated,
          },
        };
      });
      next();
    };
  }

  /** Never negative, even when a test's clock steps back. */
  private atMs(recording: ActiveRecording): number {
    return Math.max(0, this.now().getTime() - recording.startedMs);
  }
}
