import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addressOf, isAt, placeOf } from './listAddress';
import type { PagedListStore } from './PagedListStore';

/**
 * Keeps a list's page, size and filters in the address both ways: a reload, a shared link or
 * back and forward show the same place; paging or filtering replaces the address (no history
 * entry per page). The first visit loads the list; coming back to a loaded one does not.
 */
export function useListAddress<T, F>(store: PagedListStore<T, F>, prefix = ''): void {
  const [params, setParams] = useSearchParams();
  const written = useRef<string | null>(null);
  const search = params.toString();

  useEffect(() => {
    if (search === written.current) return;
    const place = placeOf(store, new URLSearchParams(search), prefix);
    if (store.isLoaded && !store.isFetching && isAt(store, place)) return;
    void store.restore(place);
  }, [store, search, prefix]);

  useEffect(
    () =>
      reaction(
        () => [store.page, store.pageSize, store.filters] as const,
        () =>
          setParams(
            (current) => {
              const next = addressOf(store, current, prefix);
              written.current = next.toString();
              return next;
            },
            { replace: true },
          ),
      ),
    [store, setParams, prefix],
  );
}
