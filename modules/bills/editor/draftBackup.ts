import type { FieldValues } from '../forms/fieldValues';
import { fieldsOf } from '../models/readFields';

/** What is kept of a form between a reload or a lost session and the next save. */
export interface DraftBackup {
  values: FieldValues;
  /** The lines in the draft body's shape. */
  lines: unknown[];
  /** ms epoch of the change kept. */
  at: number;
}

const PREFIX = 'bills.draft.';
/** A backup older than this is stale: whoever typed it has moved on. */
const MAX_AGE_MS = 7 * 86_400_000;

/** The key of a bill's backup: its id, or the specification of a bill not saved yet. */
export const backupKeyOf = (billId: string | null, specificationId: string) =>
  billId ? `${PREFIX}${billId}` : `${PREFIX}new:${specificationId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps what was typed in this browser until it is saved: a reload, a closed tab or an expired
 * sign-in does not lose it. Files picked but not uploaded cannot be kept (a browser never
 * stores them), so they are left out. Storage that is full or denied keeps nothing, quietly.
 */
export const draftBackups = {
  write(key: string, backup: DraftBackup): void {
    try {
      storage()?.setItem(key, JSON.stringify(backup));
    } catch {
      // Full or denied: the form itself still holds everything.
    }
  },
  /** The backup under `key` when it is newer than `since` and not stale; untrusted content. */
  read(key: string, since: number, now: number): DraftBackup | null {
    try {
      const parsed = fieldsOf(JSON.parse(storage()?.getItem(key) ?? 'null'));
      const at = typeof parsed.at === 'number' ? parsed.at : 0;
      if (at <= since || now - at > MAX_AGE_MS) return null;
      const values = fieldsOf(parsed.values);
      const lines = Array.isArray(parsed.lines) ? parsed.lines : [];
      return { values, lines, at };
    } catch {
      return null;
    }
  },
  clear(key: string): void {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing to clear then.
    }
  },
};
