import type { PendingExchange } from './composeExchange';
import type { PersonStep } from './PersonStep';
import type { RecordingOptions } from './Recorder';
import {
  RECORDING_FORMAT,
  type FlagChangeSummary,
  type FlagSyncCause,
  type FlagSyncData,
  type HttpEntry,
  type RecordedFile,
  type Recording,
  type RecordingEntry,
  type SeenNode,
} from './Recording';

/** What an entry is before it gets its time: any timeline entry without `atMs`. */
type Untimed = RecordingEntry extends infer E
  ? E extends RecordingEntry
    ? Omit<E, 'atMs'>
    : never
  : never;

/**
 * One session's recording under way. HTTP slots are reserved on arrival and filled when the
 * response closes, so the timeline is the order in which things began.
 */
export class ActiveRecording {
  private readonly slots: Array<RecordingEntry | null> = [];
  private readonly files = new Map<string, RecordedFile>();
  private readonly open = new Map<PendingExchange, () => void>();
  private readonly startedMs: number;
  private readonly recordedAt: string;

  constructor(
    private readonly name: string,
    private readonly session: string,
    started: Date,
    private readonly options: RecordingOptions,
  ) {
    this.startedMs = started.getTime();
    this.recordedAt = started.toISOString();
  }

  /** Never negative, even when a test's clock steps back. */
  private atMs(now: Date): number {
    return Math.max(0, now.getTime() - this.startedMs);
  }

  push(now: Date, entry: Untimed): void {
    this.slots.push({ ...entry, atMs: this.atMs(now) } as RecordingEntry);
  }

  reserve(now: Date): PendingExchange {
    return { index: this.slots.push(null) - 1, atMs: this.atMs(now) };
  }

  fill(pending: PendingExchange, entry: HttpEntry): void {
    this.open.delete(pending);
    if (this.slots[pending.index] === null) this.slots[pending.index] = entry;
  }

  /** Called at stop for an exchange still open: a hung answer is recorded as the hang it is. */
  onStop(pending: PendingExchange, settle: () => void): void {
    this.open.set(pending, settle);
  }

  flagSync(now: Date, cause: FlagSyncCause, data: FlagSyncData): void {
    const { eventType, userKeyId, featureFlags } = data;
    this.push(now, {
      kind: 'flag-sync',
      cause,
      userKeyId,
      eventType,
      featureFlags: structuredClone(featureFlags),
    });
  }

  flagChange(now: Date, summary: FlagChangeSummary): void {
    const { change, key, flagKeys } = summary;
    this.push(now, { kind: 'flag-change', change, key, flagKeys: [...flagKeys] });
  }

  step(now: Date, step: PersonStep, seen: string[], files: RecordedFile[]): void {
    const ids = files.map((file) => {
      const id = `file-${this.files.size + 1}`;
      this.files.set(id, file);
      return id;
    });
    const recorded = step.action === 'choose-files' ? { ...step, files: ids } : step;
    this.push(now, { kind: 'step', step: recorded, seen: [...seen] });
  }

  finish(finalView: SeenNode[]): Recording {
    for (const [pending, settle] of [...this.open]) {
      settle();
      // Still in flight without a fault: nothing to replay, as if it had not been sent yet.
      const entry = this.slots[pending.index];
      if (entry?.kind === 'http' && entry.response.status === 0 && !entry.response.fault) {
        this.slots[pending.index] = null;
      }
    }
    return {
      format: RECORDING_FORMAT,
      name: this.name,
      session: this.session,
      recordedAt: this.recordedAt,
      passthrough: this.options.passthrough ?? false,
      entryPoint: this.options.entryPoint ?? null,
      entries: this.slots.filter((slot): slot is RecordingEntry => slot !== null),
      files: Object.fromEntries(this.files),
      finalView,
    };
  }
}
