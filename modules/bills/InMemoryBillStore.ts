import { makeAutoObservable } from 'mobx';
import { emptyFilters, PAGE_SIZES, type MyBillFilters } from './models/BillFilters';
import { buildBillIndex, filterBillIndex, type IndexedBill } from './models/billSearchIndex';
import type { BillSummary } from './types';

/**
 * A bill list held whole in memory (10,000 bills and more) and filtered on the client, with
 * the paging of BillListStore. It needs no api: whoever holds the bills loads them in.
 */
export class InMemoryBillStore {
  private index: IndexedBill[] = [];
  filters: MyBillFilters = emptyFilters();
  page = 1;
  pageSize: number = PAGE_SIZES[0];

  constructor() {
    // Shallow: 10,000 bills made deeply observable would cost more than filtering them.
    makeAutoObservable(this, undefined, { deep: false });
  }

  load(bills: readonly BillSummary[]): void {
    this.index = buildBillIndex(bills);
    this.page = 1;
  }

  get size(): number {
    return this.index.length;
  }

  /** Every match, newest update first; recomputed only when the filters or the bills change. */
  get matching(): BillSummary[] {
    return filterBillIndex(this.index, this.filters);
  }

  get count(): number {
    return this.matching.length;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.count / this.pageSize));
  }

  get pageItems(): BillSummary[] {
    const start = (this.page - 1) * this.pageSize;
    return this.matching.slice(start, start + this.pageSize);
  }

  /** Any filter change starts again from page 1. */
  setFilters(patch: Partial<MyBillFilters>): void {
    this.filters = { ...this.filters, ...patch };
    this.page = 1;
  }

  /** Clamped to 1..pageCount, as BillListStore does. */
  setPage(page: number): void {
    this.page = Number.isInteger(page) ? Math.min(Math.max(page, 1), this.pageCount) : 1;
  }

  setPageSize(size: number): void {
    if (!(PAGE_SIZES as readonly number[]).includes(size)) return;
    this.pageSize = size;
    this.page = 1;
  }
}
