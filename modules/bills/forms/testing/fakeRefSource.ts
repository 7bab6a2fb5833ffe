import type { RefItem, RefSource } from '../refEntities';
import { RefSourceError } from '../refEntities';

export interface FakeRefSource extends RefSource {
  /** Every call, in order, for assertions. */
  calls: { method: 'search' | 'byIds'; entity: string; text?: string; ids?: readonly string[] }[];
  /** The next search rejects, as a failing network would. */
  failNextSearch(): void;
}

/**
 * An in-memory RefSource for tests and stories: records by entity, searched by name, enLabel or
 * any detail containing the text (ignoring case).
 */
export function fakeRefSource(
  records: Readonly<Record<string, readonly RefItem[]>>,
): FakeRefSource {
  let failNext = false;
  const calls: FakeRefSource['calls'] = [];
  const itemsOf = (entity: string) => (Object.hasOwn(records, entity) ? records[entity] : []);
  return {
    calls,
    failNextSearch: () => {
      failNext = true;
    },
    async search(entity, text, limit) {
      calls.push({ method: 'search', entity, text });
      if (failNext) {
        failNext = false;
        throw new RefSourceError('Search failed (fake)');
      }
      const needle = text.trim().toLowerCase();
      const words = (item: RefItem) =>
        [item.label, item.enLabel ?? '', ...item.details.map((detail) => detail.value)].map(
          (word) => word.toLowerCase(),
        );
      return itemsOf(entity)
        .filter((item) => needle === '' || words(item).some((word) => word.includes(needle)))
        .slice(0, limit);
    },
    async byIds(entity, ids) {
      calls.push({ method: 'byIds', entity, ids });
      return itemsOf(entity).filter((item) => ids.includes(item.id));
    },
  };
}
