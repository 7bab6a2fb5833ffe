import { isObject } from './clientFlagProblem';
import { entryProblem, isExchange } from './entryProblem';
import { filesProblem, entryPointOf, finalViewOf } from './recordingParts';
import { OLDER_RECORDING_FORMATS, RECORDING_FORMAT, RECORDING_NAME } from './Recording';
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

function currentEntries(entries: unknown, version: string): RecordingEntry[] | string {
  if (!Array.isArray(entries)) return 'entries must be an array';
  for (const [index, entry] of entries.entries()) {
    const problem = entryProblem(entry, version);
    if (problem) return `entries[${index}] ${problem}`;
  }
  return entries as RecordingEntry[];
}

function formatProblem(format: unknown): string | null {
  if (
    format === RECORDING_FORMAT ||
    (OLDER_RECORDING_FORMATS as readonly unknown[]).includes(format)
  )
    return null;
  const reads = [...OLDER_RECORDING_FORMATS, RECORDING_FORMAT].join(', ');
  return typeof format === 'string' && format.startsWith('lab-recording/')
    ? `format "${format}" is a version this lab does not read (it reads ${reads})`
    : `format must be "${RECORDING_FORMAT}" (or an older ${OLDER_RECORDING_FORMATS.join(' or ')})`;
}

/**
 * Checks a recording posted by a person or a test and brings an older version up to the
 * current shape. A broken file must fail at load time, naming the entry, not as a puzzling 404
 * or a silent flag halfway through a replay.
 */
export function parseRecording(value: unknown): ParsedRecording {
  if (!isObject(value)) return refuse('a recording must be a JSON object');
  const badFormat = formatProblem(value.format);
  if (badFormat) return refuse(badFormat);
  const version = String(value.format);
  if (typeof value.name !== 'string' || !RECORDING_NAME.test(value.name)) {
    return refuse('name must be 1-64 letters, digits, dots, dashes or underscores');
  }
  if (typeof value.passthrough !== 'boolean') return refuse('passthrough must be true or false');
  const legacy = version === 'lab-recording/1';
  if (legacy && !Array.isArray(value.exchanges)) return refuse('exchanges must be an array');
  const entries = legacy
    ? legacyEntries(value.exchanges as unknown[])
    : currentEntries(value.entries, version);
  if (typeof entries === 'string') return refuse(entries);
  const current = version === RECORDING_FORMAT;
  const entryPoint = current ? entryPointOf(value.entryPoint) : null;
  if (typeof entryPoint === 'string') return refuse(entryPoint);
  const files = current ? (value.files ?? {}) : {};
  const badFiles = filesProblem(files);
  if (badFiles) return refuse(badFiles);
  const finalView = current ? finalViewOf(value.finalView ?? []) : [];
  if (typeof finalView === 'string') return refuse(finalView);
  return {
    ok: true,
    recording: {
      format: RECORDING_FORMAT,
      name: value.name,
      session: typeof value.session === 'string' ? value.session : 'default',
      recordedAt: typeof value.recordedAt === 'string' ? value.recordedAt : '',
      passthrough: value.passthrough,
      entryPoint,
      entries,
      files: files as Recording['files'],
      finalView,
    },
  };
}
