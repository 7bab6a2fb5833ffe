import { useEffect, useState } from 'react';
import { useBillFields } from '../BillFieldsContext';
import type { RefItem } from '../refEntities';

/** How many choices one search shows. */
export const SEARCH_LIMIT = 20;

export interface RefSearchState {
  status: 'idle' | 'loading' | 'done' | 'failed';
  items: RefItem[];
}

/**
 * Searches `entity` for `text` while the popup is open, after a pause in typing. An answer
 * that arrives after the text changed again is dropped, so a slow early answer never replaces
 * a newer one.
 */
export function useRefSearch(entity: string, text: string, open: boolean): RefSearchState {
  const { refSource, searchDelayMs } = useBillFields();
  const [state, setState] = useState<RefSearchState>({ status: 'idle', items: [] });
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ status: 'loading', items: previous.items }));
      Promise.resolve()
        .then(() => refSource.search(entity, text, SEARCH_LIMIT))
        .then(
          (items) => current && setState({ status: 'done', items: items.slice(0, SEARCH_LIMIT) }),
          () => current && setState({ status: 'failed', items: [] }),
        );
    }, searchDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [entity, text, open, refSource, searchDelayMs]);
  return state;
}
