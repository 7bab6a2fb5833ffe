import type { FlagSyncData, FlagSyncEntry, RecordingEntry } from './Recording';
import { answerFrom, applyFlagSyncs, syncDataOf } from './replayedFlags';

/** A recorded flag message after the user's first full, with where it sat in the timeline. */
interface Step {
  index: number;
  /** How many HTTP exchanges were recorded before it: it is due once replay has answered as many. */
  httpBefore: number;
  entry: FlagSyncEntry;
}

interface StreamCursor {
  userKeyId: string;
  /** How many of the user's steps this stream has received, or had folded into an answer. */
  delivered: number;
}

export interface FlagReplayStatus {
  /** Recorded flag messages (the first full per user included). */
  flagMessages: number;
  /** Of those, how many replay has reached. */
  flagMessagesDue: number;
}

/**
 * The flag stream of one loaded recording. Per user, the first recorded full answers a stream's
 * first data-sync at once; every later recorded message for that user follows in recorded order,
 * each once the HTTP replay has answered as many exchanges as were recorded before it (or once
 * advance() forced it). Time never matters, only the recorded sequence, so a replay is
 * deterministic. Polls and later data-syncs are answered from the flags replayed so far.
 */
export class FlagReplay {
  private readonly bases = new Map<string, FlagSyncEntry>();
  private readonly steps = new Map<string, Step[]>();
  private readonly ordered: Step[] = [];
  private readonly cursors = new WeakMap<object, StreamCursor>();
  private served = 0;
  /** Entries up to this index are due whatever the HTTP position. */
  private forcedThrough = -1;

  constructor(entries: readonly RecordingEntry[]) {
    let httpBefore = 0;
    entries.forEach((entry, index) => {
      if (entry.kind === 'http') httpBefore += 1;
      if (entry.kind !== 'flag-sync') return;
      const known = this.bases.has(entry.userKeyId) || this.steps.has(entry.userKeyId);
      if (!known && entry.eventType === 'full') {
        this.bases.set(entry.userKeyId, entry);
        return;
      }
      const step = { index, httpBefore, entry };
      const steps = this.steps.get(entry.userKeyId) ?? [];
      steps.push(step);
      this.steps.set(entry.userKeyId, steps);
      this.ordered.push(step);
    });
  }

  /** Replay answered one more recorded HTTP exchange. */
  exchangeServed(): void {
    this.served += 1;
  }

  /** Makes the next recorded message that is not due yet due now; null when none is left. */
  advance(): FlagSyncData | null {
    const next = this.ordered.find((step) => !this.isDue(step));
    if (!next) return null;
    this.forcedThrough = next.index;
    return syncDataOf(next.entry);
  }

  /** The answer to a stream's data-sync; `stream` is any object that stands for the connection. */
  answer(stream: object, userKeyId: string, since: number | null): FlagSyncData {
    const cursor = this.cursors.get(stream);
    if (!cursor || cursor.userKeyId !== userKeyId) {
      this.cursors.set(stream, { userKeyId, delivered: 0 });
      const base = this.bases.get(userKeyId);
      return base ? syncDataOf(base) : { eventType: 'full', userKeyId, featureFlags: [] };
    }
    cursor.delivered = this.dueCount(userKeyId);
    return answerFrom(this.flagsOf(userKeyId), userKeyId, since);
  }

  /** The recorded messages that became due for the stream's user since it last asked. */
  due(stream: object): FlagSyncData[] {
    const cursor = this.cursors.get(stream);
    if (!cursor) return [];
    const count = this.dueCount(cursor.userKeyId);
    const steps = (this.steps.get(cursor.userKeyId) ?? []).slice(cursor.delivered, count);
    cursor.delivered = Math.max(cursor.delivered, count);
    return steps
      .map((step) => syncDataOf(step.entry))
      .filter((data) => data.eventType === 'full' || data.featureFlags.length > 0);
  }

  /** A poll: the replayed flags so far, by the live server's rule. */
  poll(userKeyId: string, since: number | null): FlagSyncData {
    return answerFrom(this.flagsOf(userKeyId), userKeyId, since);
  }

  status(): FlagReplayStatus {
    const due = this.ordered.filter((step) => this.isDue(step)).length;
    return {
      flagMessages: this.bases.size + this.ordered.length,
      flagMessagesDue: this.bases.size + due,
    };
  }

  private isDue(step: Step): boolean {
    return step.httpBefore <= this.served || step.index <= this.forcedThrough;
  }

  /** Steps are due in order: a later one never overtakes an earlier one. */
  private dueCount(userKeyId: string): number {
    const steps = this.steps.get(userKeyId) ?? [];
    const firstPending = steps.findIndex((step) => !this.isDue(step));
    return firstPending === -1 ? steps.length : firstPending;
  }

  private flagsOf(userKeyId: string): ReturnType<typeof applyFlagSyncs> {
    const base = this.bases.get(userKeyId);
    const steps = (this.steps.get(userKeyId) ?? []).slice(0, this.dueCount(userKeyId));
    return applyFlagSyncs([...(base ? [base] : []), ...steps.map((step) => step.entry)]);
  }
}
