import type { FeatureFlag, Segment } from '../../flags/evaluation/types';
import { FlagDefinitionError } from './FlagDefinitionError';
import { MonotonicClock } from './MonotonicClock';
import type { FlagDefinitions } from './loadDefinitions';
import { normalizeFlag } from './normalizeFlag';
import { normalizeSegment } from './normalizeSegment';
import { referencedSegmentIds } from './referencedSegmentIds';
import { validateFlag } from './validateFlag';

/**
 * One change, with what was there before and after it (null: absent), so an audit log can
 * show and revert it.
 */
export type RepositoryChange =
  | { kind: 'flag'; key: string; before: FeatureFlag | null; after: FeatureFlag }
  /** flagKeys: the flags whose rules name the segment; their timestamps were bumped with it. */
  | {
      kind: 'segment';
      id: string;
      flagKeys: string[];
      before: Segment | null;
      after: Segment | null;
    }
  | { kind: 'reset'; before: FlagDefinitions; after: FlagDefinitions };

/** The lab's flags and segments; one never-repeating clock stamps every change (MonotonicClock). */
export class FlagRepository {
  private readonly flags = new Map<string, FeatureFlag>();
  private readonly segments = new Map<string, Segment>();
  private readonly listeners = new Set<(change: RepositoryChange) => void>();
  private readonly clock: MonotonicClock;

  constructor(
    definitions: FlagDefinitions,
    private readonly now: () => number = Date.now,
  ) {
    this.clock = new MonotonicClock(now);
    this.load(definitions);
  }

  // Copies out, so a caller editing a result cannot change the lab behind the clients' backs.
  listFlags(): FeatureFlag[] {
    return structuredClone([...this.flags.values()]);
  }

  getFlag(key: string): FeatureFlag | undefined {
    return structuredClone(this.flags.get(key));
  }

  listSegments(): Segment[] {
    return structuredClone([...this.segments.values()]);
  }

  getSegment(id: string): Segment | undefined {
    return structuredClone(this.segments.get(id));
  }

  /** Flags whose client timestamp is strictly greater than `timestamp` (the ES's patch rule). */
  flagsUpdatedAfter(timestamp: number): FeatureFlag[] {
    return this.listFlags().filter((flag) => Date.parse(flag.updatedAt) > timestamp);
  }

  /** Creates or replaces a flag by key; throws FlagDefinitionError when it is not valid. */
  upsertFlag(input: unknown): FeatureFlag {
    const key = (input as { key?: unknown } | null)?.key;
    const existing = typeof key === 'string' ? this.flags.get(key) : undefined;
    // Identity and creation time belong to the flag, not to an edit.
    const merged = existing
      ? { ...(input as object), id: existing.id, createdAt: existing.createdAt }
      : input;
    const flag = normalizeFlag(merged, new Date(this.now()).toISOString());
    validateFlag(flag, new Set(this.segments.keys()));
    flag.updatedAt = this.clock.nextIso();
    this.flags.set(flag.key, flag);
    const before = existing ? structuredClone(existing) : null;
    this.emit({ kind: 'flag', key: flag.key, before, after: structuredClone(flag) });
    return structuredClone(flag);
  }

  archiveFlag(key: string): FeatureFlag | undefined {
    return this.flags.has(key)
      ? this.upsertFlag({ ...this.flags.get(key), isArchived: true })
      : undefined;
  }

  /** Creates or replaces a segment by id and bumps every flag that names it (gotcha d). */
  upsertSegment(input: unknown): Segment {
    const record = (input ?? {}) as { id?: unknown; key?: unknown };
    const existing =
      typeof record.id === 'string'
        ? this.segments.get(record.id)
        : [...this.segments.values()].find((segment) => segment.key === record.key);
    const merged = existing ? { ...(input as object), id: existing.id } : input;
    const segment = normalizeSegment(merged, new Date(this.now()).toISOString());
    const others = [...this.segments.values()].filter((other) => other.id !== segment.id);
    if (others.some((other) => other.key === segment.key))
      throw new FlagDefinitionError(`segment key "${segment.key}" is already used`);
    const stamp = (segment.updatedAt = this.clock.nextIso());
    const before = existing ? structuredClone(existing) : null;
    this.segments.set(segment.id, segment);
    const flagKeys = this.flagsUsingSegment(segment.id);
    for (const flagKey of flagKeys) (this.flags.get(flagKey) as FeatureFlag).updatedAt = stamp;
    this.emit({
      kind: 'segment',
      id: segment.id,
      flagKeys,
      before,
      after: structuredClone(segment),
    });
    return structuredClone(segment);
  }

  /** Removes an unused segment; a segment a flag still names would break that flag. */
  removeSegment(id: string): boolean {
    const users = this.flagsUsingSegment(id).join(', ');
    if (users) throw new FlagDefinitionError(`segment "${id}" is used by ${users}`);
    const before = this.segments.get(id);
    if (!before) return false;
    this.segments.delete(id);
    this.emit({ kind: 'segment', id, flagKeys: [], before: structuredClone(before), after: null });
    return true;
  }

  flagsUsingSegment(id: string): string[] {
    return [...this.flags.values()]
      .filter((flag) => referencedSegmentIds(flag).includes(id))
      .map((flag) => flag.key);
  }

  /** Replaces everything (the admin reset); all flags get a fresh timestamp. */
  replaceAll(definitions: FlagDefinitions): void {
    const before = this.export();
    this.load(definitions);
    this.emit({ kind: 'reset', before, after: this.export() });
  }

  export(): FlagDefinitions {
    return { flags: this.listFlags(), segments: this.listSegments() };
  }

  subscribe(listener: (change: RepositoryChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private load(definitions: FlagDefinitions): void {
    // Fresh timestamps, not the files' own: after a lab restart a client that cached newer
    // values must still see every flag as changed and catch up.
    const stamp = this.clock.nextIso();
    this.flags.clear();
    this.segments.clear();
    for (const segment of definitions.segments) {
      this.segments.set(segment.id, { ...structuredClone(segment), updatedAt: stamp });
    }
    for (const flag of definitions.flags) {
      this.flags.set(flag.key, { ...structuredClone(flag), updatedAt: stamp });
    }
  }

  private emit(change: RepositoryChange): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch (error) {
        // The change is saved: one broken subscriber must not fail the caller or the others.
        console.error('flag repository: a change listener failed', error);
      }
    }
  }
}
