import { createContext, useContext } from 'react';
import type { StoreRef } from './createStoreRef';
import type { RootStore } from './RootStore';

export const RootStoreContext = createContext<RootStore | null>(null);

export function useRootStore(): RootStore {
  const root = useContext(RootStoreContext);
  if (!root) throw new Error('useRootStore must be used inside <RootStoreContext.Provider>');
  return root;
}

export function useStore<T>(ref: StoreRef<T>): T {
  return useRootStore().getStore(ref);
}
