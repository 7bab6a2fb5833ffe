import { makeAutoObservable } from 'mobx';
import type { ApprovalApi, BulkAgreeResult } from './api';
import { named } from './namedAction';
import type { ApprovalTask } from './types';

/** The task states an approver filters the backlog by (spec §4 backlog states). */
export const TASK_FILTERS = ['ALL', 'APPROVING', 'PAYING', 'SENDING', 'RECEIVING'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

/** The query builder's filter for a state and a title search (mocks-server/bills/README.md). */
export function backlogFilterOf(state: TaskFilter, search: string): string {
  const clauses: string[] = [];
  if (state !== 'ALL') clauses.push(`state == ${JSON.stringify(state)}`);
  const text = search.trim();
  if (text) clauses.push(`form.title.contains(${JSON.stringify(text)})`);
  return clauses.join(' && ');
}

/** The tasks waiting for me, the filter, and the bills picked for a bulk agree. */
export class BacklogStore {
  tasks: ApprovalTask[] = [];
  filter: TaskFilter = 'ALL';
  search = '';
  isFetching = false;
  isLoaded = false;
  failed = false;
  selected = new Set<string>();
  bulkResults: BulkAgreeResult[] | null = null;
  /** Bumped by every write, so the next load is a request of its own (see ApprovalApi). */
  revision = 0;

  constructor(private readonly api: ApprovalApi) {
    makeAutoObservable<BacklogStore, 'api'>(this, { api: false });
  }

  /** One row per bill: an approver holds at most one task per bill at a time. */
  get orderedData(): ApprovalTask[] {
    return [...new Map(this.tasks.map((task) => [task.billId, task])).values()];
  }

  setFilter(filter: TaskFilter): void {
    this.filter = filter;
    void this.fetchPage();
  }

  setSearch(search: string): void {
    this.search = search;
  }

  /** The whole selection at once (select all, clear). */
  setSelected(billIds: Iterable<string>): void {
    this.selected = new Set(billIds);
  }

  toggle(billId: string): void {
    if (this.selected.has(billId)) this.selected.delete(billId);
    else this.selected.add(billId);
  }

  invalidate(): void {
    this.isLoaded = false;
    this.revision += 1;
  }

  async fetchPage(): Promise<void> {
    this.isFetching = true;
    this.failed = false;
    try {
      const tasks = await this.api.searchBacklog(
        backlogFilterOf(this.filter, this.search),
        this.revision,
      );
      named('BacklogStore#fetchPage', () => {
        this.tasks = tasks;
        this.isLoaded = true;
        const present = new Set(tasks.map((task) => task.billId));
        for (const id of this.selected) if (!present.has(id)) this.selected.delete(id);
      });
    } catch {
      named('BacklogStore#fetchPage failed', () => (this.failed = true));
    } finally {
      named('BacklogStore#fetched', () => (this.isFetching = false));
    }
  }

  /** Agrees every selected bill; the results say which ones the server refused. */
  async bulkAgree(comment: string): Promise<BulkAgreeResult[]> {
    const ids = [...this.selected];
    if (ids.length === 0) return [];
    this.isFetching = true;
    try {
      const results = await this.api.bulkAgree(ids, comment);
      named('BacklogStore#bulkAgree', () => {
        this.bulkResults = results;
        this.selected.clear();
        this.revision += 1;
      });
      await this.fetchPage();
      return results;
    } catch {
      named('BacklogStore#bulkAgree failed', () => (this.failed = true));
      return [];
    } finally {
      named('BacklogStore#bulkAgreed', () => (this.isFetching = false));
    }
  }
}
