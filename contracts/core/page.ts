import * as v from 'valibot';
import { count, record } from './fields';
import { listOf } from './listOf';

/**
 * A list answer `{items, count}`: `items` must be a list (an answer without one is not a list
 * answer), its bad entries dropped with a warning; `count` is the total before paging, never
 * less than what arrived.
 */
export function pageOf<TItem extends v.GenericSchema>(field: string, item: TItem) {
  return v.pipe(
    record({
      items: v.pipe(
        v.array(v.unknown(), 'items must be a list'),
        v.transform((items) => items),
      ),
      count,
    }),
    v.transform(({ items: raw, count: total }) => {
      const items = v.parse(listOf(field, item), raw);
      return { items, count: Math.max(total, items.length) };
    }),
  );
}
