import type { ClientFlag } from '../../../flags/evaluation/types';
import { RECORDING_FORMAT } from '../Recording';
import type {
  FlagSyncCause,
  FlagSyncEntry,
  HttpEntry,
  Recording,
  RecordingEntry,
} from '../Recording';

/** A boolean flag as the flag server sends it to a client. */
export function clientFlag(id: string, variation: 'true' | 'false', timestamp: number): ClientFlag {
  return {
    id,
    variation,
    variationType: 'boolean',
    variationId: variation === 'true' ? 'on' : 'off',
    matchReason: 'default',
    variationOptions: [
      { id: 'on', value: 'true' },
      { id: 'off', value: 'false' },
    ],
    sendToExperiment: false,
    timestamp,
  };
}

export function flagSync(
  eventType: 'full' | 'patch',
  userKeyId: string,
  featureFlags: ClientFlag[],
  cause: FlagSyncCause = eventType === 'full' ? 'request' : 'push',
): FlagSyncEntry {
  return { kind: 'flag-sync', atMs: 0, cause, userKeyId, eventType, featureFlags };
}

export function httpEntry(path: string, body = '{}'): HttpEntry {
  return {
    kind: 'http',
    atMs: 0,
    request: { method: 'GET', path, query: {}, body: null },
    response: {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body,
      bodyEncoding: 'utf8',
      truncated: false,
    },
  };
}

export function recordingOf(entries: RecordingEntry[], name = 'fixture'): Recording {
  return {
    format: RECORDING_FORMAT,
    name,
    session: 'qa-1',
    recordedAt: '2026-01-01T00:00:00.000Z',
    passthrough: false,
    entryPoint: null,
    entries,
    files: {},
    finalView: [],
  };
}
