import * as v from 'valibot';
import { count, record } from './fields';
import { listOf } from './listOf';

/**
 * A list answer `{items, count}`: `items` must be a list (an answer without one is not a list
 * answer), its bad entries dropped with a warning; `count` is the total before paging, never
 * less than what arrived.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageOf<TItem extends v.GenericSchema>(field: string, item: TItem) {
  return v.pipe(
    record({
      items: v.pipe(
        v.unknown(),
        v.check(Array.isArray, 'items must be a list'),
        listOf(field, item),
      ),
      count,
    }),
    v.transform((page) => ({ ...page, count: Math.max(page.count, page.items.length) })),
  );
}

/** A list answer read for its total only (one item asked for): `count`, or 0 when unusable. */
export const listCountSchema = record({ count });

/**
 * A list answer whose `items` the app reads and whose `count` it does not: `items` must be a
 * list, its bad entries dropped with a warning naming `field`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function itemsOf<TItem extends v.GenericSchema>(field: string, item: TItem) {
  return record({
    items: v.pipe(v.unknown(), v.check(Array.isArray, 'items must be a list'), listOf(field, item)),
  });
}
