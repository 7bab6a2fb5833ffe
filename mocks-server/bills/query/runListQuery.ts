import { checkFilterPaths, compareFields, matchesFilter } from './evaluateFilter';
import type { FieldCatalog } from './evaluateFilter';
import type { ListQuery } from './parseListQuery';
import { badQuery } from './tokenizeFilter';

/** Filters, sorts (stably, clause by clause) and pages; `count` is the total before paging. */
export function runListQuery<T>(
  items: readonly T[],
  query: ListQuery,
  catalog: FieldCatalog<T>,
): { page: T[]; count: number } {
  checkFilterPaths(query.filter, catalog);
  const orders = query.orderBy.map(({ path, descending }) => {
    const resolve = catalog.get(path);
    if (!resolve) throw badQuery(`Cannot order by unknown field ${path}`);
    return { resolve, sign: descending ? -1 : 1 };
  });
  const matched = items.filter((item) => matchesFilter(query.filter, item, catalog));
  const sorted = matched
    .map((item, position) => ({ item, position }))
    .sort((left, right) => {
      for (const { resolve, sign } of orders) {
        const order = compareFields(resolve(left.item), resolve(right.item));
        if (order !== 0) return order * sign;
      }
      return left.position - right.position;
    })
    .map(({ item }) => item);
  return { page: sorted.slice(query.start, query.start + query.count), count: matched.length };
}
