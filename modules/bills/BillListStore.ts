import type { ListQueryBody } from '@shell/query';
import { makeAutoObservable } from 'mobx';
import { emptyFilters, PAGE_SIZES, type BillFilters, type SearchField } from './models/BillFilters';
import { filterPatch, type FilterKey } from './models/filterPatch';
import type { ListPosition } from './models/billQueries';
import { loadProblemOf, type LoadProblem } from './models/loadProblemOf';
import { runInNamedAction } from './runInNamedAction';
import type { ListPage } from './types';

/** Where one list's pages come from: its query and its call. */
export interface BillListSource<T, S extends string> {
  name: string;
  /** The states this list may filter on. */
  states: readonly S[];
  buildQuery(filters: BillFilters<S>, at: ListPosition): ListQueryBody;
  load(body: ListQueryBody): Promise<ListPage<T>>;
  keyOf(item: T): string;
}

/** One paged, filtered list (my bills or the backlog), in the store shape of ARCHITECTURE §3. */
export class BillListStore<T, S extends string> {
  /** The current page, in the server's order. */
  data = new Map<string, T>();
  /** Total matches before paging. */
  count = 0;
  page = 1;
  pageSize: number = PAGE_SIZES[0];
  filters: BillFilters<S> = emptyFilters<S>();
  isFetching = false;
  isLoaded = false;
  error: LoadProblem | null = null;
  private latestRequest = 0;

  constructor(private readonly source: BillListSource<T, S>) {
    makeAutoObservable<BillListStore<T, S>, 'source' | 'latestRequest'>(this, {
      source: false,
      latestRequest: false,
    });
  }

  get orderedData(): T[] {
    return [...this.data.values()];
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.count / this.pageSize));
  }

  /** True when any filter or search narrows the list (an empty list then says so). */
  get isFiltered(): boolean {
    const empty: BillFilters<S> = emptyFilters<S>();
    // The search field alone narrows nothing: only its text does.
    const keys = (Object.keys(empty) as (keyof BillFilters<S>)[]).filter(
      (key) => key !== 'searchField',
    );
    return keys.some((key) => this.filters[key] !== empty[key]);
  }

  get query(): ListQueryBody {
    return this.source.buildQuery(this.filters, { page: this.page, pageSize: this.pageSize });
  }

  /** Any filter change starts again from page 1. */
  setFilters(patch: Partial<BillFilters<S>>): Promise<void> {
    this.filters = { ...this.filters, ...patch };
    this.page = 1;
    return this.fetchPage();
  }

  /** A control's raw value, checked against the allowed values first. */
  setFilterInput(key: FilterKey, raw: string): Promise<void> {
    return this.setFilters(filterPatch(key, raw, this.source.states));
  }

  search(field: SearchField, text: string): Promise<void> {
    return this.setFilters({ searchField: field, searchText: text.trim().slice(0, 100) });
  }

  resetFilters(): Promise<void> {
    this.filters = emptyFilters<S>();
    this.page = 1;
    return this.fetchPage();
  }

  /** Clamped to 1..pageCount: the address bar or a key press may ask for any number. */
  setPage(page: number): Promise<void> {
    const next = Number.isInteger(page) ? Math.min(Math.max(page, 1), this.pageCount) : 1;
    if (next === this.page && this.isLoaded) return Promise.resolve();
    this.page = next;
    return this.fetchPage();
  }

  setPageSize(size: number): Promise<void> {
    if (!(PAGE_SIZES as readonly number[]).includes(size)) return Promise.resolve();
    this.pageSize = size;
    this.page = 1;
    return this.fetchPage();
  }

  get hasMore(): boolean {
    return this.page < this.pageCount;
  }

  /** Phones: the next page is appended under the ones shown (load more, infinite scroll). */
  loadMore(): Promise<void> {
    if (!this.hasMore || this.isFetching) return Promise.resolve();
    this.page += 1;
    return this.fetchPage(true);
  }

  /** The list changed elsewhere (a bill was written): the next visit loads it again. */
  invalidate(): void {
    this.isLoaded = false;
  }

  /** Only the latest request may write: an older answer arriving late is dropped. */
  async fetchPage(append = false): Promise<void> {
    const request = ++this.latestRequest;
    const query = this.query;
    this.isFetching = true;
    this.error = null;
    try {
      const result = await this.source.load(query);
      if (request !== this.latestRequest) return;
      runInNamedAction(`BillsStore#fetchPage ${this.source.name}`, () => {
        const page = result.items.map((item): [string, T] => [this.source.keyOf(item), item]);
        this.data = new Map(append ? [...this.data, ...page] : page);
        this.count = result.count;
        this.isLoaded = true;
      });
      // The list shrank under us (bills moved on): show its last page rather than an empty one.
      if (result.items.length === 0 && this.page > this.pageCount)
        await this.setPage(this.pageCount);
    } catch (error) {
      const problem = loadProblemOf(error);
      if (request !== this.latestRequest || problem === 'ignore') return;
      runInNamedAction(`BillsStore#fetchPage ${this.source.name} failed`, () => {
        this.error = problem;
      });
    } finally {
      if (request === this.latestRequest)
        runInNamedAction('BillsStore#settled', () => (this.isFetching = false));
    }
  }
}
