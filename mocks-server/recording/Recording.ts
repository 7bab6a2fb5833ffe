import type { ClientFlag } from '../../flags/evaluation/types';
import type { BodySummary } from '../journal/RequestJournal';

import type { PersonStep } from './PersonStep';
import type { ReplayFault } from './ReplayFault';

/**
 * Version 3: one ordered timeline of HTTP exchanges (faulted ones included), flag-stream
 * messages, scenario changes and the person's steps, with how the app was opened.
 */
export const RECORDING_FORMAT = 'lab-recording/3';
/** Version 2 had no faults, scenario changes or steps; version 1 HTTP exchanges only. Both load. */
export const OLDER_RECORDING_FORMATS = ['lab-recording/1', 'lab-recording/2'] as const;

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
  /** How the exchange failed (status 0: it never got an answer); replay fails it the same way. */
  fault?: ReplayFault;
  /** Injected latency, as drawn when recorded; replay waits as long. */
  latencyMs?: number;
  /** The scenario stub that answered, in the state it answered in, and the state it moved to. */
  scenario?: StubAnswer;
}

export interface StubAnswer {
  name: string;
  state: string;
  /** The state the stub moved its scenario to; absent when it stayed. */
  next?: string;
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
/** A person (or the API) set a scenario's state, e.g. upload-reset-at-50 → link-back. */
export type ScenarioStateEntry = {
  kind: 'scenario-state';
  atMs: number;
  scenario: string;
  state: string;
};
export type PresetEntry = {
  kind: 'preset';
  atMs: number;
  name: string;
  action: 'activate' | 'deactivate';
};
/** What the person did in the frame, and the alerts they saw just before. */
export type StepEntry = { kind: 'step'; atMs: number; step: PersonStep; seen: string[] };
export type RecordingEntry =
  HttpEntry | FlagSyncEntry | FlagChangeEntry | ScenarioStateEntry | PresetEntry | StepEntry;

/** How the app was opened: what the console chose, so a replay opens it the same way. */
export interface RecordedEntryPoint {
  host: string;
  corp: string;
  staff: string;
  /** The preset the app was opened with; '' for none. */
  scenario: string;
  mode: string;
  device: 'phone' | 'desktop';
}

/** A file the person chose, stored whole so a replay chooses the same bytes. */
export interface RecordedFile {
  name: string;
  mimeType: string;
  base64: string;
}

/** A file QA can save under lab/recordings/ and export as a Playwright test. */
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
  /** Null for a recording made through the API alone. */
  entryPoint: RecordedEntryPoint | null;
  /** By id, as the steps name them. */
  files: Record<string, RecordedFile>;
  /** What the person saw at the end, role by role (see SeenNode). */
  finalView: SeenNode[];
}

/** One thing in the main region at the end: its role, its accessible name, a heading's level. */
export interface SeenNode {
  role: string;
  name: string;
  level?: number;
}

/** Also a safe file name, since QA saves recordings under their name. */
export const RECORDING_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

export function httpExchanges(recording: Recording): HttpEntry[] {
  return recording.entries.filter((entry): entry is HttpEntry => entry.kind === 'http');
}
