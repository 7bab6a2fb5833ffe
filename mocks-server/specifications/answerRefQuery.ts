import type { ListResponse } from '../data/types';
import type { RefQuery } from './parseRefQuery';

/** What every ref record has; name and code are what a search reads unless told otherwise. */
export interface RefItem {
  id: string;
  active?: boolean;
  name?: string;
  code?: string;
}

export function nameAndCode(item: RefItem): string[] {
  return [item.name ?? '', item.code ?? ''];
}

/**
 * By ids: the records found, in the order asked, unknown ids left out. By search: active records whose texts contain the
 * search, ignoring case; `count` is the total before `start` and `limit`.
 */
export function answerRefQuery<T extends RefItem>(
  records: readonly T[],
  query: RefQuery,
  textOf: (item: T) => string[] = nameAndCode,
): ListResponse<T> {
  if (query.ids) {
    const byId = new Map(records.map((record) => [record.id, record]));
    const items = query.ids
      .map((id) => byId.get(id))
      .filter((item): item is T => item !== undefined);
    return { items, count: items.length };
  }
  const needle = query.search.toLowerCase();
  const matches = records.filter(
    (record) =>
      record.active !== false &&
      (needle === '' || textOf(record).some((text) => text.toLowerCase().includes(needle))),
  );
  return {
    items: matches.slice(query.start, query.start + query.limit),
    count: matches.length,
  };
}
