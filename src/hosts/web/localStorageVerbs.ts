import type { HostBridgeVerbs, HostLog } from '../shared/hostContract';

export type StorageVerbs = Pick<
  HostBridgeVerbs,
  'storageGet' | 'storageSet' | 'storageRemove' | 'storageClear'
>;

/**
 * Host storage backed by the page's local storage. Reading `localStorage` itself throws in
 * sandboxed frames and private modes, and writes throw when the quota is full: the bridge
 * survives all of it (reads answer null, writes are logged and dropped) rather than breaking
 * sign-in or a page over a cache.
 */
export function createLocalStorageVerbs(getStorage: () => Storage, log: HostLog): StorageVerbs {
  const attempt = <T>(operation: string, run: (storage: Storage) => T, fallback: T): T => {
    try {
      return run(getStorage());
    } catch (error) {
      log.warn(`Host storage ${operation} failed; local storage is unavailable`, error);
      return fallback;
    }
  };
  return {
    storageGet: async (key) => attempt('get', (storage) => storage.getItem(key), null),
    storageSet: async (key, value) => attempt('set', (s) => s.setItem(key, value), undefined),
    storageRemove: async (key) => attempt('remove', (s) => s.removeItem(key), undefined),
    storageClear: async () => attempt('clear', (s) => s.clear(), undefined),
  };
}
