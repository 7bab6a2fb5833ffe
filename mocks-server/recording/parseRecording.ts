import { isObject } from './clientFlagProblem';
import { entryProblem, isExchange } from './entryProblem';
import { LEGACY_RECORDING_FORMAT, RECORDING_FORMAT, RECORDING_NAME } from './Recording';
import type { RecordedExchange, Recording, RecordingEntry } from './Recording';

export type ParsedRecording = { ok: true; recording: Recording } | { ok: false; problem: string };

function refuse(problem: string): ParsedRecording {
  return { ok: false, problem };
}

/** Version 1's exchanges become http entries; it had no clock, so they all sit at 0 ms. */
function legacyEntries(exchanges: unknown[]): RecordingEntry[] | string {
  const bad = exchanges.findIndex((exchange) => !isObject(exchange) || !isExchange(exchange));
  if (bad !== -1) return `exchanges[${bad}] is not a recorded request and response`;
  return (exchanges as RecordedExchange[]).map((exchange) => ({
    kind: 'http',
    atMs: 0,
    ...exchange,
  }));
}

function currentEntries(entries: unknown): RecordingEntry[] | string {
  if (!Array.isArray(entries)) return 'entries must be an array';
  for (const [index, entry] of entries.entries()) {
    const problem = entryProblem(entry);
    if (problem) return `entries[${index}] ${problem}`;
  }
  return entries as RecordingEntry[];
}

/**
 * Checks a recording posted by a person or a test and brings a version 1 file up to the current
 * shape. A broken file must fail at load time, naming the entry, not as a puzzling 404 or a
 * silent flag halfway through a replay.
 */
export function parseRecording(value: unknown): ParsedRecording {
  if (!isObject(value)) return refuse('a recording must be a JSON object');
  const legacy = value.format === LEGACY_RECORDING_FORMAT;
  if (!legacy && value.format !== RECORDING_FORMAT) {
    return refuse(
      `format must be "${RECORDING_FORMAT}" (or the older "${LEGACY_RECORDING_FORMAT}")`,
    );
  }
  if (typeof value.name !== 'string' || !RECORDING_NAME.test(value.name)) {
    return refuse('name must be 1-64 letters, digits, dots, dashes or underscores');
  }
  if (typeof value.passthrough !== 'boolean') return refuse('passthrough must be true or false');
  if (legacy && !Array.isArray(value.exchanges)) return refuse('exchanges must be an array');
  const entries = legacy
    ? legacyEntries(value.exchanges as unknown[])
    : currentEntries(value.entries);
  if (typeof entries === 'string') return refuse(entries);
  return {
    ok: true,
    recording: {
      format: RECORDING_FORMAT,
      name: value.name,
      session: typeof value.session === 'string' ? value.session : 'default',
      recordedAt: typeof value.recordedAt === 'string' ? value.recordedAt : '',
      passthrough: value.passthrough,
      entries,
    },
  };
}
