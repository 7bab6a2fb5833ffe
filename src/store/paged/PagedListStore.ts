import { makeAutoObservable, runInAction } from 'mobx';
import type { ListQueryBody } from '@shell/query';
import { listProblemOf } from './listProblemOf';
import type { FilterAddress, ListProblem, PagedListSource } from './PagedListSource';

export interface PagedListOptions<F> {
  filters: F;
  /** The sizes a person may pick; the first is the default. */
  pageSizes?: readonly number[];
}

const shallowEqual = <F>(a: F, b: F) =>
  Object.keys(a as object).every((key) => Object.is(a[key as keyof F], b[key as keyof F]));

/**
 * One paged, filtered list (ARCHITECTURE docs/architecture.md store shape), the same for every module. Two rules
 * hold for every list: only the newest request may write (a late answer is dropped), and the
 * first load after a write — the list's own (`write`) or one it is told of (`invalidate`) —
 * asks the api for a fresh answer, so no module works around the transport's dedup by itself.
 */
export class PagedListStore<T, F> {
  /** The items shown: one page, or every page loaded so far after `loadMore`. */
  data = new Map<string, T>();
  count = 0;
  page = 1;
  pageSize: number;
  filters: F;
  isFetching = false;
  isLoaded = false;
  error: ListProblem | null = null;
  private latest = 0;
  private stale = false;
  /** The first page of the items shown: a refresh after `loadMore` starts again from it. */
  private shownFrom = 1;
  readonly defaults: F;
  readonly pageSizes: readonly number[];
  /** How the filters read in the address bar (listAddress.ts). */
  readonly filterAddress: FilterAddress<F> | undefined;

  constructor(
    private readonly source: PagedListSource<T, F>,
    options: PagedListOptions<F>,
  ) {
    this.defaults = options.filters;
    this.filters = options.filters;
    this.pageSizes = options.pageSizes ?? [10];
    this.pageSize = this.pageSizes[0];
    this.filterAddress = source.address;
    makeAutoObservable<PagedListStore<T, F>, 'source' | 'latest' | 'stale' | 'shownFrom'>(this, {
      source: false,
      latest: false,
      stale: false,
      shownFrom: false,
      defaults: false,
      pageSizes: false,
      filterAddress: false,
    });
  }

  get name(): string {
    return this.source.name;
  }

  get orderedData(): T[] {
    return [...this.data.values()];
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.count / this.pageSize));
  }

  get hasMore(): boolean {
    return this.page < this.pageCount;
  }

  get isFiltered(): boolean {
    const custom = this.source.isFiltered;
    return custom
      ? custom(this.filters, this.defaults)
      : !shallowEqual(this.filters, this.defaults);
  }

  get query(): ListQueryBody {
    return this.source.query(this.filters, { page: this.page, pageSize: this.pageSize });
  }

  /** Any filter change starts again from page 1. */
  setFilters(patch: Partial<F>): Promise<void> {
    this.filters = { ...this.filters, ...patch };
    this.page = 1;
    return this.fetchPage();
  }

  resetFilters(): Promise<void> {
    return this.setFilters(this.defaults);
  }

  /** Clamped to 1..pageCount: the address bar or a key press may ask for any number. */
  setPage(page: number): Promise<void> {
    const next = Number.isInteger(page) ? Math.min(Math.max(page, 1), this.pageCount) : 1;
    if (next === this.page && this.isLoaded) return Promise.resolve();
    this.page = next;
    return this.fetchPage();
  }

  setPageSize(size: number): Promise<void> {
    if (!this.pageSizes.includes(size)) return Promise.resolve();
    this.pageSize = size;
    this.page = 1;
    return this.fetchPage();
  }

  /** Page, size and filters at once (from the address), then one load. */
  restore(position: { page: number; pageSize: number; filters: F }): Promise<void> {
    this.filters = position.filters;
    this.pageSize = this.pageSizes.includes(position.pageSize) ? position.pageSize : this.pageSize;
    this.page = Number.isInteger(position.page) && position.page > 0 ? position.page : 1;
    return this.fetchPage();
  }

  /** Phones: the next page added below the ones shown. */
  loadMore(): Promise<void> {
    if (!this.hasMore || this.isFetching) return Promise.resolve();
    return this.fetchPage(this.page + 1, true);
  }

  /**
   * Pull-to-refresh: the person wants what the server holds now, never a shared answer. Pages
   * added by `loadMore` are read again from the first one shown, so the top of the list is new.
   */
  refresh(): Promise<void> {
    this.stale = true;
    return this.fetchPage(this.shownFrom);
  }

  /** Something was written elsewhere: the next load asks for a fresh answer. */
  invalidate(): void {
    this.stale = true;
    this.isLoaded = false;
  }

  /** A write of the list's own (a bulk step, a delete), then a fresh load of the page. */
  async write<R>(run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } finally {
      runInAction(() => (this.stale = true));
      await this.fetchPage();
    }
  }

  async fetchPage(page = this.page, append = false): Promise<void> {
    const request = ++this.latest;
    const fresh = this.stale;
    const body = this.source.query(this.filters, { page, pageSize: this.pageSize });
    this.isFetching = true;
    this.error = null;
    try {
      const answer = await this.source.load(body, { fresh });
      if (request !== this.latest) return;
      runInAction(() => {
        const entries = answer.items.map((item) => [this.source.keyOf(item), item] as const);
        this.data = new Map(append ? [...this.data, ...entries] : entries);
        this.count = answer.count;
        this.page = page;
        if (!append) this.shownFrom = page;
        this.isLoaded = true;
        if (fresh) this.stale = false;
      });
      // The list shrank under us (items moved on): show its last page rather than an empty one.
      if (answer.items.length === 0 && page > this.pageCount) await this.setPage(this.pageCount);
    } catch (error) {
      const problem = listProblemOf(error);
      if (request !== this.latest || problem === 'ignore') return;
      runInAction(() => (this.error = problem));
    } finally {
      if (request === this.latest) runInAction(() => (this.isFetching = false));
    }
  }
}
