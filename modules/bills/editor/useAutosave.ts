import { useEffect, useRef } from 'react';

export interface AutosaveOptions {
  /** Rises with every change worth saving (form values, lines). */
  changes: number;
  /** The `changes` value the last successful save wrote. */
  savedChanges: number;
  /** False while the draft checks fail or a save runs: then nothing is written. */
  ready: boolean;
  delayMs: number;
  save(): void;
}

/**
 * Saves a draft once the person pauses: `delayMs` after the last change, when there is
 * something unsaved and nothing stops it. Each new change starts the wait again.
 */
export function useAutosave({ changes, savedChanges, ready, delayMs, save }: AutosaveOptions) {
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  }, [save]);
  useEffect(() => {
    if (!ready || changes <= savedChanges) return undefined;
    const timer = setTimeout(() => latestSave.current(), delayMs);
    return () => clearTimeout(timer);
  }, [changes, savedChanges, ready, delayMs]);
}
