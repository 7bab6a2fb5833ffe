import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FeatureFlag, Segment } from '../../flags/evaluation/types';
import { FlagDefinitionError } from './FlagDefinitionError';
import { normalizeFlag } from './normalizeFlag';
import { normalizeSegment } from './normalizeSegment';
import { validateFlag } from './validateFlag';

export interface FlagDefinitions {
  flags: FeatureFlag[];
  segments: Segment[];
}

export const FLAGS_FILE = 'flags.json';
export const SEGMENTS_FILE = 'segments.json';

/** The lab's shipped definitions: flags/definitions at the repository root. */
export const DEFAULT_DEFINITIONS_DIR = path.resolve(__dirname, '../../flags/definitions');

/**
 * Reads `flags.json` (required) and `segments.json` (optional) in FeatBit's JSON shape. Every
 * error names the file and the entry, because the lab refuses to start on a bad file rather
 * than serve half of it.
 */
export function loadDefinitions(dir: string, nowIso: string): FlagDefinitions {
  const segmentsFile = path.join(dir, SEGMENTS_FILE);
  const segments = existsSync(segmentsFile)
    ? readEntries(segmentsFile, (entry) => normalizeSegment(entry, nowIso))
    : [];
  rejectDuplicates(segmentsFile, segments, 'id');
  rejectDuplicates(segmentsFile, segments, 'key');
  const segmentIds = new Set(segments.map((segment) => segment.id));

  const flagsFile = path.join(dir, FLAGS_FILE);
  const flags = readEntries(flagsFile, (entry) => {
    const flag = normalizeFlag(entry, nowIso);
    validateFlag(flag, segmentIds);
    return flag;
  });
  rejectDuplicates(flagsFile, flags, 'key');
  rejectDuplicates(flagsFile, flags, 'id');
  return { flags, segments };
}

function readEntries<T>(file: string, read: (entry: unknown) => T): T[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new FlagDefinitionError(`${file}: cannot be read (${(error as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new FlagDefinitionError(`${file}: is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(parsed)) {
    throw new FlagDefinitionError(`${file}: must hold a JSON array of entries`);
  }
  return parsed.map((entry, index) => {
    try {
      return read(entry);
    } catch (error) {
      if (!(error instanceof FlagDefinitionError)) throw error;
      throw new FlagDefinitionError(`${file}: ${entryLabel(entry, index)}: ${error.message}`);
    }
  });
}

function entryLabel(entry: unknown, index: number): string {
  const key = (entry as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? `entry [${index}] "${key}"` : `entry [${index}]`;
}

function rejectDuplicates<T extends { id: string; key: string }>(
  file: string,
  entries: readonly T[],
  field: 'id' | 'key',
): void {
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const first = seen.get(entry[field]);
    if (first !== undefined) {
      throw new FlagDefinitionError(
        `${file}: entries [${first}] and [${index}] have the same ${field} "${entry[field]}"`,
      );
    }
    seen.set(entry[field], index);
  });
}
