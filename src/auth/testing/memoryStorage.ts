import type { StorageLike } from '../createSafeStorage';

/** A Map-backed storage whose failures the test switches on. */
export interface MemoryStorage extends StorageLike {
  readonly items: Map<string, string>;
  /** Every call throws, like storage in some private modes. */
  broken: boolean;
  /** setItem throws QuotaExceededError; reads still work. */
  full: boolean;
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const items = new Map(Object.entries(initial));
  const storage: MemoryStorage = {
    items,
    broken: false,
    full: false,
    getItem(key) {
      if (storage.broken) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      if (storage.broken) throw new Error('SecurityError');
      if (storage.full) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem(key) {
      if (storage.broken) throw new Error('SecurityError');
      items.delete(key);
    },
  };
  return storage;
}
