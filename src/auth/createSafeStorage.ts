/** The part of Web Storage the auth code uses; window.localStorage fits as is. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Storage that never throws. Private modes and embedded browsers throw on access or on a full
 * quota; a value that could not be written is kept in memory so this page still signs in.
 */
export function createSafeStorage(storage: StorageLike | undefined): StorageLike {
  const unsaved = new Map<string, string>();
  return {
    getItem(key) {
      const kept = unsaved.get(key);
      if (kept !== undefined) return kept;
      try {
        const value = storage?.getItem(key);
        return typeof value === 'string' ? value : null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        if (!storage) throw new Error('no storage');
        storage.setItem(key, value);
        unsaved.delete(key);
      } catch {
        unsaved.set(key, value);
      }
    },
    removeItem(key) {
      unsaved.delete(key);
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing more to do: the value may outlive this page, and the next read validates it.
      }
    },
  };
}

/** window.localStorage, or undefined where merely reading the property throws (SecurityError). */
export function browserLocalStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
