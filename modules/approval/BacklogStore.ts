import { ListPrefetch, PagedListStore } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { ApprovalApi, BulkAgreeResult } from './api';
import {
  backlogAddress,
  backlogQuery,
  NO_BACKLOG_FILTERS,
  type BacklogFilters,
  type TaskFilter,
} from './models/backlogQuery';
import { named } from './namedAction';
import { BatchPay } from './payment/BatchPay';
import type { ApprovalTask } from './types';

export { TASK_FILTERS, type TaskFilter } from './models/backlogQuery';

/** The sizes the backlog pages in; a bulk agree selects within the page shown. */
export const BACKLOG_PAGE_SIZES = [20, 50, 100] as const;

/**
 * How long a backlog page read ahead (before the person opens it) may be shown as is: it is read
 * with the home's to-do counts, so a tap within this time shows the list those counts describe;
 * tasks arrive and leave at the pace of people approving, which 30 s does not outrun, and a
 * later visit reads again (a pointer, finger or focus on a link to the backlog starts that read).
 */
export const BACKLOG_PREFETCH_MAX_AGE_MS = 30_000;

/** The tasks waiting for me (the shell's paged list), and the bills picked for a bulk agree. */
export class BacklogStore {
  readonly list: PagedListStore<ApprovalTask, BacklogFilters>;
  /** The search box's text until it is submitted. */
  search = '';
  selected = new Set<string>();
  /** The last bulk agree, each bill named as it was listed (agreed ones leave the list). */
  bulkResults: (BulkAgreeResult & { title: string })[] | null = null;
  /** The cashier's batch pay of the selected bills (the 待支付 filter). */
  readonly batchPay: BatchPay;
  private readonly ahead = new ListPrefetch<ApprovalTask>(BACKLOG_PREFETCH_MAX_AGE_MS);

  constructor(private readonly api: ApprovalApi) {
    this.list = new PagedListStore(
      {
        name: 'backlog',
        query: backlogQuery,
        load: this.ahead.share((body, options) => api.searchBacklog(body, options)),
        keyOf: (task) => task.id,
        address: backlogAddress,
      },
      { filters: NO_BACKLOG_FILTERS, pageSizes: BACKLOG_PAGE_SIZES },
    );
    this.batchPay = new BatchPay(api, this);
    makeAutoObservable<BacklogStore, 'api' | 'ahead'>(this, {
      api: false,
      ahead: false,
      list: false,
      batchPay: false,
    });
  }

  /** One row per bill: an approver holds at most one task per bill at a time. */
  get orderedData(): ApprovalTask[] {
    return [...new Map(this.list.orderedData.map((task) => [task.billId, task])).values()];
  }

  get filter(): TaskFilter {
    return this.list.filters.state;
  }

  get isLoaded(): boolean {
    return this.list.isLoaded;
  }

  get isFetching(): boolean {
    return this.list.isFetching;
  }

  get failed(): boolean {
    return this.list.error !== null;
  }

  /** Every bill on the page is selected (the select-all box reads it). */
  get allSelected(): boolean {
    return (
      this.orderedData.length > 0 && this.orderedData.every((t) => this.selected.has(t.billId))
    );
  }

  setFilter(filter: TaskFilter): void {
    void this.list.setFilters({ state: filter });
  }

  setSearch(search: string): void {
    this.search = search;
  }

  applySearch(): Promise<void> {
    return this.list.setFilters({ search: this.search.trim().slice(0, 100) });
  }

  /** The whole selection at once (select all, clear). */
  setSelected(billIds: Iterable<string>): void {
    this.selected = new Set(billIds);
  }

  toggle(billId: string): void {
    if (this.selected.has(billId)) this.selected.delete(billId);
    else this.selected.add(billId);
  }

  toggleAll(): void {
    const everyone = !this.allSelected;
    this.selected = new Set(everyone ? this.orderedData.map((task) => task.billId) : []);
  }

  /** Reads ahead the page a link to the backlog (its query: untrusted) opens on. */
  prefetch(params: URLSearchParams): Promise<void> {
    return this.ahead.run(this.list, params);
  }

  /** The backlog's screen opened (what it holds stays); the function returned closes it. */
  shown(): () => void {
    return this.ahead.shown(this.list);
  }

  /** A step was taken elsewhere (the bill page): the next load asks for a fresh answer. */
  invalidate(): void {
    this.list.invalidate();
  }

  async fetchPage(): Promise<void> {
    await this.list.fetchPage();
    this.keepSelection();
  }

  /** Pull-to-refresh and the refresh button: what the server holds now. */
  async refresh(): Promise<void> {
    await this.list.refresh();
    this.keepSelection();
  }

  /** A write of the backlog's own (a batch pay): the list is read afresh afterwards. */
  write<R>(run: () => Promise<R>): Promise<R> {
    return this.list.write(run);
  }

  /** Bills that left the list are no longer selected. */
  private keepSelection(): void {
    named('BacklogStore#keepSelection', () => {
      const present = new Set(this.orderedData.map((task) => task.billId));
      for (const id of this.selected) if (!present.has(id)) this.selected.delete(id);
    });
  }

  /**
   * Agrees every selected bill with one comment; the results say which the server refused. A
   * refusal of the whole call rejects, for the page to say through the shell's notifier.
   */
  async bulkAgree(comment: string): Promise<BulkAgreeResult[]> {
    const ids = [...this.selected];
    if (ids.length === 0) return [];
    const titles = new Map(this.orderedData.map((task) => [task.billId, task.title || task.code]));
    const results = await this.list.write(() => this.api.bulkAgree(ids, comment));
    named('BacklogStore#bulkAgree', () => {
      this.bulkResults = results.map((result) => ({
        ...result,
        title: titles.get(result.id) ?? result.id,
      }));
      this.selected.clear();
    });
    return results;
  }
}
