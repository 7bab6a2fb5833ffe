import type { ListQueryBody } from '@shell/query';

/** One page of a list answer; `count` is the total before paging. */
export interface ListPage<T> {
  items: T[];
  count: number;
}

/** Where a page stands: 1-based page and its size. */
export interface ListPosition {
  page: number;
  pageSize: number;
}

export interface LoadOptions {
  /**
   * The one read-after-write rule: true when the list (or a store that told it) has written
   * since its last answer. The api must then bypass the transport's sharing of identical POSTs
   * (`dedupe: false`), or it could get the answer from before the write.
   */
  fresh: boolean;
}

/** What a list's filters look like in the address bar, both ways; values from it are untrusted. */
export interface FilterAddress<F> {
  /** Every parameter name it may write: the list owns these and leaves the others alone. */
  keys: readonly string[];
  write(filters: F): Record<string, string>;
  /** Reads what it can from the address; anything it does not recognise keeps the defaults. */
  read(params: URLSearchParams, defaults: F): F;
}

/** Where one list's pages come from: its filters as data, its query, its call. */
export interface PagedListSource<T, F> {
  /** Names the list in MobX actions and the address (`<name>.page` when not the main list). */
  name: string;
  /** Filters as data → the query builder's body (pure: the same filters give the same body). */
  query(filters: F, at: ListPosition): ListQueryBody;
  load(body: ListQueryBody, options: LoadOptions): Promise<ListPage<T>>;
  keyOf(item: T): string;
  /** Filters in the address; without it only page and size are kept there. */
  address?: FilterAddress<F>;
  /** Whether filters narrow the list (an empty list then says so); default: they differ from the defaults. */
  isFiltered?(filters: F, defaults: F): boolean;
}

export type ListProblem = 'failed' | 'notFound';
