import type { ListQueryBody } from '@shell/query';
import { makeAutoObservable } from 'mobx';
import { runInNamedAction } from './runInNamedAction';
import type { ListPage } from './types';

export const PRINT_PAGE_SIZE = 10;

/** Where one list's pages come from. */
export interface PagedListSource<T, F> {
  name: string;
  buildQuery(filters: F, page: number, pageSize: number): ListQueryBody;
  load(body: ListQueryBody): Promise<ListPage<T>>;
  keyOf(item: T): string;
}

/** One paged, filtered list in the store shape of ARCHITECTURE §3; only the latest answer writes. */
export class PagedListStore<T, F> {
  data = new Map<string, T>();
  count = 0;
  page = 1;
  isFetching = false;
  isLoaded = false;
  failed = false;
  private latest = 0;

  constructor(
    private readonly source: PagedListSource<T, F>,
    public filters: F,
  ) {
    makeAutoObservable<PagedListStore<T, F>, 'source' | 'latest'>(this, {
      source: false,
      latest: false,
    });
  }

  get orderedData(): T[] {
    return [...this.data.values()];
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.count / PRINT_PAGE_SIZE));
  }

  /** A filter change starts again from page 1. */
  setFilters(patch: Partial<F>): Promise<void> {
    this.filters = { ...this.filters, ...patch };
    this.page = 1;
    return this.fetchPage();
  }

  setPage(page: number): Promise<void> {
    this.page = Number.isInteger(page) ? Math.min(Math.max(page, 1), this.pageCount) : 1;
    return this.fetchPage();
  }

  async fetchPage(): Promise<void> {
    const request = ++this.latest;
    const body = this.source.buildQuery(this.filters, this.page, PRINT_PAGE_SIZE);
    this.isFetching = true;
    this.failed = false;
    try {
      const result = await this.source.load(body);
      if (request !== this.latest) return;
      runInNamedAction(`PrintStore#fetchPage ${this.source.name}`, () => {
        this.data = new Map(result.items.map((item) => [this.source.keyOf(item), item]));
        this.count = result.count;
        this.isLoaded = true;
      });
    } catch {
      if (request !== this.latest) return;
      runInNamedAction(`PrintStore#fetchPage ${this.source.name} failed`, () => {
        this.failed = true;
      });
    } finally {
      if (request === this.latest)
        runInNamedAction('PrintStore#settled', () => (this.isFetching = false));
    }
  }
}
