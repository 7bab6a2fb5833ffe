import { createStoreRef } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { BillsApi } from './api';
import { BillDraftStore } from './BillDraftStore';
import type { BillListStore } from './BillListStore';
import { BillRelationsStore } from './BillRelationsStore';
import { myBillsList } from './billLists';
import { BillSpecificationsStore } from './BillSpecificationsStore';
import type { BillsRoot } from './BillsRoot';
import type { BillsStoreOptions } from './BillsStoreOptions';
import type { RefSource } from './forms';
// Direct, not through the forms index: that would pull the form engine into the first bundle.
import { noRefSource } from './forms/noRefSource';
import { runInNamedAction } from './runInNamedAction';
import { loadProblemOf, type LoadProblem } from './models/loadProblemOf';
import {
  DISPLAY_MODES,
  type BillDetail,
  type BillState,
  type BillSummary,
  type DisplayMode,
} from './types';

export class BillsStore {
  readonly mine: BillListStore<BillSummary, BillState>;
  readonly specifications: BillSpecificationsStore;
  readonly drafts: BillDraftStore;
  readonly relations: BillRelationsStore;
  /** Bill details by id, as last fetched. */
  data = new Map<string, BillDetail>();
  detailErrors = new Map<string, LoadProblem>();
  fetching = new Set<string>();
  /** A person's choice for this session; null follows the tenant's flag. */
  displayModeChoice: DisplayMode | null = null;
  staffNames = new Map<string, string>();
  private staffNamesRequested = false;
  readonly now: () => number;
  readonly refSource: RefSource;

  constructor(
    private readonly root: BillsRoot,
    private readonly api: BillsApi,
    options: BillsStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.refSource = options.refSource ?? noRefSource;
    this.mine = myBillsList(api);
    this.specifications = new BillSpecificationsStore(api);
    this.drafts = new BillDraftStore(api, (bill) => this.keep(bill));
    this.relations = new BillRelationsStore(api);
    makeAutoObservable<BillsStore, 'root' | 'api' | 'staffNamesRequested'>(this, {
      root: false,
      api: false,
      staffNamesRequested: false,
      mine: false,
      specifications: false,
      drafts: false,
      relations: false,
      now: false,
      refSource: false,
    });
  }

  /** The tenant's default from the `bills-display-mode` flag; anything unknown reads as LIST. */
  get flagDisplayMode(): DisplayMode {
    const value = this.root.flags.get()?.store.variation('bills-display-mode');
    return DISPLAY_MODES.find((mode) => mode === value) ?? 'LIST';
  }

  get displayMode(): DisplayMode {
    return this.displayModeChoice ?? this.flagDisplayMode;
  }

  setDisplayMode(mode: DisplayMode): void {
    this.displayModeChoice = mode;
  }

  get currentStaffId(): string | null {
    return this.root.session.staff?.id ?? null;
  }

  get orderedData(): BillDetail[] {
    return [...this.data.values()];
  }

  /** A bill just written: its detail is this answer, and my bills load again. */
  keep(bill: BillDetail): void {
    this.data.set(bill.id, bill);
    this.mine.invalidate();
  }

  isFetchingBill(id: string): boolean {
    return this.fetching.has(id);
  }

  async fetch(id: string): Promise<void> {
    this.fetching.add(id);
    this.detailErrors.delete(id);
    try {
      const bill = await this.api.getBill(id);
      runInNamedAction('BillsStore#fetch', () => this.data.set(id, bill));
    } catch (error) {
      const problem = loadProblemOf(error);
      if (problem === 'ignore') return;
      runInNamedAction('BillsStore#fetch failed', () => this.detailErrors.set(id, problem));
    } finally {
      runInNamedAction('BillsStore#settled', () => this.fetching.delete(id));
    }
  }

  /** Once per session; without names the next-step line still names the node. */
  async loadStaffNames(): Promise<void> {
    if (this.staffNamesRequested) return;
    this.staffNamesRequested = true;
    try {
      const names = await this.api.listStaffNames();
      runInNamedAction('BillsStore#loadStaffNames', () => (this.staffNames = names));
    } catch {
      this.staffNamesRequested = false;
    }
  }

  staffName(id: string): string | null {
    return this.staffNames.get(id) ?? null;
  }

  /** A file as a blob, or null when it could not be fetched (the caller says so). */
  async download(url: string): Promise<Blob | null> {
    try {
      return await this.api.downloadAttachment(url);
    } catch {
      return null;
    }
  }
}

export const billsStoreRef = createStoreRef<BillsStore>('bills');
