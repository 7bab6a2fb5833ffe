import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { locateJsonProblem } from './locateJsonProblem';
import { parseRecording, type ParsedRecording } from './parseRecording';
import { RECORDING_NAME, type Recording } from './Recording';

export interface ShelvedRecording {
  name: string;
  recordedAt: string;
  entries: number;
  host: string | null;
}

/** Parses a recording file's text: bad JSON is located (entry or position), bad content named. */
export function parseRecordingText(text: string): ParsedRecording {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: locateJsonProblem(text, error) };
  }
  return parseRecording(value);
}

/**
 * Recordings saved by name as `<name>.json` in one folder (lab/recordings/ for the lab), so QA
 * can list, replay and commit them. Names are the recording-name pattern, so a name is always a
 * plain file name in that folder.
 */
export class RecordingShelf {
  constructor(readonly dir: string) {}

  /** The folder as people may see it: relative to where the lab runs, never the machine's layout. */
  get shown(): string {
    return path.relative(process.cwd(), this.dir) || '.';
  }

  private file(name: string): string {
    if (!RECORDING_NAME.test(name)) throw new Error(`"${name}" is not a recording name`);
    return path.join(this.dir, `${name}.json`);
  }

  list(): ShelvedRecording[] {
    let names: string[];
    try {
      names = readdirSync(this.dir).filter((file) => file.endsWith('.json'));
    } catch {
      return [];
    }
    return names.sort().flatMap((file) => {
      const parsed = this.read(file.slice(0, -'.json'.length));
      if (!parsed.ok) return [];
      const { name, recordedAt, entries, entryPoint } = parsed.recording;
      return [{ name, recordedAt, entries: entries.length, host: entryPoint?.host ?? null }];
    });
  }

  /** The recording saved as `name`; refused (naming the entry) when the file is broken. */
  read(name: string): ParsedRecording {
    let text: string;
    try {
      text = readFileSync(this.file(name), 'utf8');
    } catch {
      return { ok: false, problem: `no recording named "${name}" in ${this.shown}` };
    }
    const parsed = parseRecordingText(text);
    return parsed.ok ? parsed : { ok: false, problem: `${name}.json: ${parsed.problem}` };
  }

  save(recording: Recording): void {
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(this.file(recording.name), `${JSON.stringify(recording, null, 2)}\n`);
  }

  remove(name: string): boolean {
    const file = this.file(name);
    try {
      readFileSync(file);
    } catch {
      return false;
    }
    rmSync(file);
    return true;
  }
}
