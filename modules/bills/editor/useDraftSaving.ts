import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DraftInput } from '../BillDraftStore';
import type { FieldValues } from '../forms/fieldValues';
import type { FeeLinesStore } from '../lines/FeeLinesStore';
import type { BillDetail } from '../types';
import { backupKeyOf, draftBackups } from './draftBackup';
import { useAutosave } from './useAutosave';

export interface DraftSavingOptions {
  specificationId: string;
  billId: string | null;
  lines: { store: FeeLinesStore | null; ready: boolean };
  /** The form as it is now (its initial values until the person changes something). */
  current(): { values: FieldValues; draftValid: boolean };
  inputOf(values: FieldValues): DraftInput;
  now(): number;
  /** Pause after the last change before saving by itself. */
  autosaveMs: number;
  onSave(input: DraftInput): Promise<BillDetail | null>;
  onSubmit(input: DraftInput): Promise<string | null>;
}

/**
 * When and how a bill's form is written: by the person (save, submit) or by itself once they
 * pause; every change kept in the browser until a save takes it; the leave guard's "unsaved";
 * the page left only after a submit went through.
 */
export function useDraftSaving(options: DraftSavingOptions) {
  const { lines, now } = options;
  const [backupKey, setBackupKey] = useState(() =>
    backupKeyOf(options.billId, options.specificationId),
  );
  const [changes, setChanges] = useState(0);
  const [saved, setSaved] = useState({ changes: 0, at: null as number | null });
  const [saving, setSaving] = useState(false);
  // Where to go once submitted: the leave guard is off before the page moves on.
  const [exit, setExit] = useState<string | null>(null);
  const navigate = useNavigate();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (exit) navigate(exit);
  }, [exit, navigate]);
  const changed = useCallback(() => setChanges((count) => count + 1), []);

  const save = async () => {
    const { current, inputOf, onSave, specificationId } = latest.current;
    const upTo = changes;
    setSaving(true);
    const written = await onSave(inputOf(current().values));
    setSaving(false);
    if (!written) return;
    lines.store?.adopt(written.form.details, written.expenseMoney?.standard ?? null);
    draftBackups.clear(backupKey);
    setBackupKey(backupKeyOf(written.id, specificationId));
    setSaved({ changes: upTo, at: now() });
  };
  const submit = async (values: FieldValues) => {
    setSaving(true);
    const next = await latest.current.onSubmit(latest.current.inputOf(values));
    setSaving(false);
    if (!next) return;
    draftBackups.clear(backupKey);
    setExit(next);
  };
  useEffect(() => {
    // Only what is not saved yet: a save moving the key (a new bill got its id) keeps nothing.
    if (changes <= saved.changes) return;
    const { values } = latest.current.current();
    const lineWire = latest.current.lines.store?.toWire() ?? [];
    draftBackups.write(backupKey, { values, lines: lineWire, at: latest.current.now() });
  }, [changes, saved.changes, backupKey]);
  useAutosave({
    changes,
    savedChanges: saved.changes,
    ready: !saving && lines.ready && options.current().draftValid,
    delayMs: options.autosaveMs,
    save: () => void save(),
  });
  const dirty = changes > saved.changes;
  return { changed, save, submit, saving, savedAt: saved.at, guard: dirty && !saving && !exit };
}
