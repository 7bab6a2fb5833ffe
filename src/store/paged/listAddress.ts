import type { PagedListStore } from './PagedListStore';

export interface ListPlace<F> {
  page: number;
  pageSize: number;
  filters: F;
}

/** Whole numbers only: anything else in the address reads as absent. */
function wholeOf(text: string | null): number | null {
  return text !== null && /^\d{1,6}$/.test(text) ? Number(text) : null;
}

const prefixed = (params: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [`${prefix}${key}`, value]));

/**
 * The address with the list's place written in: page and size when not the first page and the
 * default size, then the filters; what is at its default is left out, so a plain list has a
 * plain address. Parameters the list does not own stay as they were. `prefix` tells two lists
 * on one page apart.
 */
export function addressOf<T, F>(
  store: PagedListStore<T, F>,
  current: URLSearchParams,
  prefix = '',
): URLSearchParams {
  const own = ['page', 'size', ...(store.filterAddress?.keys ?? [])].map((key) => prefix + key);
  const next = new URLSearchParams(current);
  own.forEach((key) => next.delete(key));
  const place: Record<string, string> = {};
  if (store.page > 1) place.page = String(store.page);
  if (store.pageSize !== store.pageSizes[0]) place.size = String(store.pageSize);
  const filters = store.filterAddress?.write(store.filters) ?? {};
  for (const [key, value] of Object.entries(prefixed({ ...place, ...filters }, prefix))) {
    next.set(key, value);
  }
  return next;
}

/** Where an address (untrusted: typed, pasted, reloaded) puts the list. */
export function placeOf<T, F>(
  store: PagedListStore<T, F>,
  params: URLSearchParams,
  prefix = '',
): ListPlace<F> {
  const own = new URLSearchParams();
  for (const [key, value] of params)
    if (key.startsWith(prefix)) own.set(key.slice(prefix.length), value);
  const size = wholeOf(own.get('size'));
  return {
    page: wholeOf(own.get('page')) ?? 1,
    pageSize: size !== null && store.pageSizes.includes(size) ? size : store.pageSizes[0],
    filters: store.filterAddress ? store.filterAddress.read(own, store.defaults) : store.defaults,
  };
}

/** Whether the list already shows that place (then a visit need not load it again). */
export function isAt<T, F>(store: PagedListStore<T, F>, place: ListPlace<F>): boolean {
  if (store.page !== place.page || store.pageSize !== place.pageSize) return false;
  const keys = Object.keys(place.filters as object) as (keyof F)[];
  return keys.every((key) => Object.is(store.filters[key], place.filters[key]));
}
