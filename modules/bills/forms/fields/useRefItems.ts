import { useCallback, useEffect, useState } from 'react';
import { useBillFields } from '../BillFieldsContext';
import type { RefItem } from '../refEntities';

const SEPARATOR = '\u0000';

export interface RefItems {
  known: ReadonlyMap<string, RefItem>;
  /** Keeps a picked item, so choosing never costs a lookup. */
  remember(item: RefItem): void;
}

/**
 * The records behind ids a value already holds (a saved bill's staff id), fetched once through
 * RefSource.byIds. Until they arrive, or if the lookup fails, the id itself is shown.
 */
export function useRefItems(entity: string, ids: readonly string[]): RefItems {
  const { refSource } = useBillFields();
  const [known, setKnown] = useState<ReadonlyMap<string, RefItem>>(() => new Map());
  const missingKey = ids.filter((id) => !known.has(id)).join(SEPARATOR);
  useEffect(() => {
    if (missingKey === '') return undefined;
    let current = true;
    Promise.resolve()
      .then(() => refSource.byIds(entity, missingKey.split(SEPARATOR)))
      .then(
        (items) => {
          if (!current || items.length === 0) return;
          setKnown((previous) => {
            const next = new Map(previous);
            for (const item of items) next.set(item.id, item);
            return next;
          });
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [entity, missingKey, refSource]);
  const remember = useCallback(
    (item: RefItem) => setKnown((previous) => new Map(previous).set(item.id, item)),
    [],
  );
  return { known, remember };
}
