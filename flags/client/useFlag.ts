import { useCallback, useContext, useSyncExternalStore } from 'react';
import { assertDeclared, flagDefault, type FlagKey, type FlagValue } from '@flags/catalog';
import { FlagModuleContext, FlagStoreContext } from './FlagStoreContext';

const NO_SUBSCRIPTION = () => undefined;

/**
 * The current value of a flag for the signed-in staff member, re-rendering when it changes (and
 * only then: other keys' changes are filtered out). Without a FlagStore provider it is the
 * catalogue default, which is what a tenant without flag rules sees.
 */
export function useFlag<K extends FlagKey>(key: K): FlagValue<K> {
  const store = useContext(FlagStoreContext);
  const module = useContext(FlagModuleContext);
  if (module) assertDeclared(module, key);
  const subscribe = useCallback(
    (onStoreChange: () => void) =>
      store
        ? store.onChange((changedKeys) => {
            if (changedKeys.includes(key)) onStoreChange();
          })
        : NO_SUBSCRIPTION,
    [store, key],
  );
  // FlagValues caches typed values per raw value, so the snapshot is stable between changes.
  const read = () => (store ? store.variation(key) : flagDefault(key));
  return useSyncExternalStore(subscribe, read, read);
}
