import type { FeatureFlag } from '../../../flags/evaluation/types';
import { FlagDefinitionError } from '../FlagDefinitionError';
import type { FlagRepository } from '../FlagRepository';
import { normalizeFlag } from '../normalizeFlag';
import { validateFlag } from '../validateFlag';
import { runAs } from './actorContext';

export type ScheduleStatus = 'pending' | 'done' | 'failed' | 'cancelled';

/** A flag change that the lab's clock applies at `at` (e.g. "on for tenant A at 09:00"). */
export interface ScheduledChange {
  id: number;
  /** ISO time, lab clock. */
  at: string;
  key: string;
  /** The whole flag as it will be saved. */
  flag: FeatureFlag;
  actor: string;
  note: string;
  status: ScheduleStatus;
  /** Why a run failed (the flag changed shape since, a segment went away…). */
  problem?: string;
}

export interface ScheduleRequest {
  at: string;
  flag: unknown;
  note?: string;
}

/**
 * Scheduled flag changes, run by the lab's clock: `runDue()` applies every pending change whose
 * time has come, as its author. A time that is not after the lab's now is refused, so a
 * rehearsal never silently fires at once.
 */
export class FlagSchedules {
  private readonly changes: ScheduledChange[] = [];
  private nextId = 1;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repository: FlagRepository,
    private readonly now: () => number,
  ) {}

  add(request: ScheduleRequest, actor: string): ScheduledChange {
    const at = typeof request.at === 'string' ? Date.parse(request.at) : Number.NaN;
    if (Number.isNaN(at))
      throw new FlagDefinitionError('at must be a date and time, e.g. 2026-11-30T09:00:00+08:00');
    const now = this.now();
    if (at <= now) {
      throw new FlagDefinitionError(
        `at ${new Date(at).toISOString()} is not after the lab's now (${new Date(now).toISOString()}): a schedule must be in the future`,
      );
    }
    const flag = normalizeFlag(request.flag, new Date(now).toISOString());
    if (!this.repository.getFlag(flag.key))
      throw new FlagDefinitionError(`no flag with key "${flag.key}"`);
    validateFlag(flag, new Set(this.repository.listSegments().map((segment) => segment.id)));
    const note = typeof request.note === 'string' ? request.note.slice(0, 200) : '';
    const change: ScheduledChange = {
      id: this.nextId++,
      at: new Date(at).toISOString(),
      key: flag.key,
      flag,
      actor,
      note,
      status: 'pending',
    };
    this.changes.push(change);
    return structuredClone(change);
  }

  list(): ScheduledChange[] {
    return structuredClone(this.changes);
  }

  cancel(id: number): ScheduledChange | undefined {
    const change = this.changes.find(
      (candidate) => candidate.id === id && candidate.status === 'pending',
    );
    if (change) change.status = 'cancelled';
    return change && structuredClone(change);
  }

  /** Applies the pending changes that are due, oldest first; returns how many ran. */
  runDue(): number {
    const now = this.now();
    const due = this.changes
      .filter((change) => change.status === 'pending' && Date.parse(change.at) <= now)
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    for (const change of due) {
      try {
        runAs({ actor: change.actor, action: `scheduled change #${change.id}` }, () =>
          this.repository.upsertFlag(change.flag),
        );
        change.status = 'done';
      } catch (error) {
        change.status = 'failed';
        change.problem = error instanceof Error ? error.message : String(error);
      }
    }
    return due.length;
  }

  /** Checks the clock every `intervalMs`; the timer never keeps the process alive. */
  start(intervalMs = 1000): void {
    this.stop();
    this.timer = setInterval(() => this.runDue(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
