import type { ClientFlag } from '../../flags/evaluation/types';
import type { BodySummary } from '../journal/RequestJournal';

/** Version 2: one ordered timeline of HTTP exchanges and flag-stream messages. */
export const RECORDING_FORMAT = 'lab-recording/2';
/** Version 1 held HTTP exchanges only; such files still load (see parseRecording). */
export const LEGACY_RECORDING_FORMAT = 'lab-recording/1';

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

/** Why the flag server sent a data-sync: the client asked, an admin change, or a poll. */
export type FlagSyncCause = 'request' | 'push' | 'poll';

/** The `data` of a FeatBit data-sync message, exactly as the flag server sent it. */
export interface FlagSyncData {
  eventType: 'full' | 'patch';
  userKeyId: string;
  featureFlags: ClientFlag[];
}

/** An admin change of the lab's flags, recorded before the pushes it caused. */
export interface FlagChangeSummary {
  change: 'flag' | 'segment' | 'reset';
  /** The flag key or segment id; null for a reset of all definitions. */
  key: string | null;
  /** The flags whose values may have changed with it (none listed for a reset: all may). */
  flagKeys: string[];
}

/** `atMs`: ms since the recording started, by the lab clock; for people, replay ignores it. */
export type HttpEntry = { kind: 'http'; atMs: number } & RecordedExchange;
export type FlagSyncEntry = {
  kind: 'flag-sync';
  atMs: number;
  cause: FlagSyncCause;
} & FlagSyncData;
export type FlagChangeEntry = { kind: 'flag-change'; atMs: number } & FlagChangeSummary;
export type RecordingEntry = HttpEntry | FlagSyncEntry | FlagChangeEntry;

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
  /** In the order things happened: requests as they arrived, flag messages as they were sent. */
  entries: RecordingEntry[];
}

/** Also a safe file name, since QA saves recordings under their name. */
export const RECORDING_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

export function httpExchanges(recording: Recording): HttpEntry[] {
  return recording.entries.filter((entry): entry is HttpEntry => entry.kind === 'http');
}
