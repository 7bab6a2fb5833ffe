import type { FeatureFlag, Segment } from '../../../flags/evaluation/types';
import type { FlagRepository, RepositoryChange } from '../FlagRepository';
import type { FlagDefinitions } from '../loadDefinitions';
import { currentChange } from './actorContext';

export type AuditTarget =
  | { kind: 'flag'; key: string }
  | { kind: 'segment'; key: string }
  | { kind: 'definitions'; key: null };

type Snapshot = FeatureFlag | Segment | FlagDefinitions | null;

/** One change: who, when, what, and the JSON before and after it (null: absent). */
export interface AuditEntry {
  id: number;
  /** ISO time from the lab clock. */
  at: string;
  actor: string;
  action: string;
  target: AuditTarget;
  before: Snapshot;
  after: Snapshot;
}

export const AUDIT_CAPACITY = 1000;

function targetOf(change: RepositoryChange): AuditTarget {
  if (change.kind === 'flag') return { kind: 'flag', key: change.key };
  if (change.kind === 'segment') return { kind: 'segment', key: change.id };
  return { kind: 'definitions', key: null };
}

/**
 * Every change of the lab's flags and segments, newest last, bounded, kept for the life of the
 * lab: it hears the repository, so no route can change a flag without an entry.
 */
export class FlagAudit {
  private readonly entries: AuditEntry[] = [];
  private nextId = 1;
  private readonly unsubscribe: () => void;

  constructor(
    repository: FlagRepository,
    private readonly now: () => number,
    private readonly capacity = AUDIT_CAPACITY,
  ) {
    this.unsubscribe = repository.subscribe((change) => this.record(change));
  }

  list(): AuditEntry[] {
    return structuredClone(this.entries);
  }

  get(id: number): AuditEntry | undefined {
    return structuredClone(this.entries.find((entry) => entry.id === id));
  }

  close(): void {
    this.unsubscribe();
  }

  private record(change: RepositoryChange): void {
    const { actor, action } = currentChange();
    this.entries.push({
      id: this.nextId++,
      at: new Date(this.now()).toISOString(),
      actor,
      action,
      target: targetOf(change),
      before: change.before,
      after: change.after,
    });
    if (this.entries.length > this.capacity) this.entries.shift();
  }
}
