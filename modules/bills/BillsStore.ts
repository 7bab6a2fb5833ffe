import { createStoreRef } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { BillsApi } from './api';
import { BillDraftStore } from './BillDraftStore';
import { BillStepsStore } from './BillStepsStore';
import { BillRelationsStore } from './BillRelationsStore';
import { FeeTypesStore } from './lines/FeeTypesStore';
import { myBillsList, type MyBillsList } from './billLists';
import { BillSpecificationsStore } from './BillSpecificationsStore';
import type { BillsRoot } from './BillsRoot';
import type { BillsStoreOptions } from './BillsStoreOptions';
import type { RefSource } from './forms';
// Direct, not through the forms index: that would pull the form engine into the first bundle.
import { noRefSource } from './forms/noRefSource';
import { runInNamedAction } from './runInNamedAction';
import { loadProblemOf, type LoadProblem } from './models/loadProblemOf';
import { DISPLAY_MODES, type BillDetail, type DisplayMode } from './types';

export class BillsStore {
  readonly mine: MyBillsList;
  readonly specifications: BillSpecificationsStore;
  readonly drafts: BillDraftStore;
  readonly steps: BillStepsStore;
  readonly relations: BillRelationsStore;
  readonly feeTypes: FeeTypesStore;
  /** Bill details by id, as last fetched. */
  data = new Map<string, BillDetail>();
  detailErrors = new Map<string, LoadProblem>();
  fetching = new Set<string>();
  /** A person's choice for this session; null follows the tenant's flag. */
  displayModeChoice: DisplayMode | null = null;
  staffNames = new Map<string, string>();
  private staffNamesRequested = false;
  readonly now: () => number;
  readonly autosaveMs: number;
  readonly refSource: RefSource;

  constructor(
    private readonly root: BillsRoot,
    private readonly api: BillsApi,
    options: BillsStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.autosaveMs = options.autosaveMs ?? 2000;
    this.refSource = options.refSource ?? noRefSource;
    this.mine = myBillsList(api);
    this.specifications = new BillSpecificationsStore(api, this.now);
    this.drafts = new BillDraftStore(api, (bill) => this.keep(bill));
    this.steps = new BillStepsStore(
      api,
      (bill) => this.keep(bill),
      (id) => this.forget(id),
    );
    this.relations = new BillRelationsStore(api);
    this.feeTypes = new FeeTypesStore(api);
    makeAutoObservable<BillsStore, 'root' | 'api' | 'staffNamesRequested'>(this, {
      root: false,
      api: false,
      staffNamesRequested: false,
      mine: false,
      specifications: false,
      drafts: false,
      steps: false,
      relations: false,
      feeTypes: false,
      now: false,
      autosaveMs: false,
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

  /** A bill deleted: gone from the details, and my bills load again. */
  forget(id: string): void {
    this.data.delete(id);
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

  /** A file as a blob; rejects with the server's refusal, for the caller to say through the notifier. */
  download(url: string): Promise<Blob> {
    return this.api.downloadAttachment(url);
  }
}

export const billsStoreRef = createStoreRef<BillsStore>('bills');
