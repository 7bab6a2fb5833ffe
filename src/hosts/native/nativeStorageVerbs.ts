import type { HostLog } from '../shared/hostContract';
import type { StorageVerbs } from '../web/localStorageVerbs';
import type { MobileBridge } from './createMobileBridge';
import { decodeHostStorageValue, encodeHostStorageValue } from './hostStorageCodec';

/** Storage kept by the wrapper (bridge ≥ 0.9.76), which survives the WebView's own data being wiped. */
export function createNativeStorageVerbs(bridge: MobileBridge, log: HostLog): StorageVerbs {
  return {
    storageGet: async (key) => {
      const raw = await bridge.call<unknown>('getStorage', { key });
      if (raw === undefined || raw === null || raw === '') return null;
      const value = typeof raw === 'string' ? decodeHostStorageValue(raw) : null;
      if (value === null) log.warn(`Host storage held an unreadable value for ${key}`);
      return value;
    },
    storageSet: async (key, value) => {
      await bridge.call('setStorage', { key, value: encodeHostStorageValue(value) });
    },
    storageRemove: async (key) => {
      await bridge.call('removeStorage', { key });
    },
    storageClear: async () => {
      await bridge.call('clearStorage');
    },
  };
}
