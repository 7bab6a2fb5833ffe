import { createStoreRef, type PagedListStore } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { PaperStep, PrintApi } from './api';
import { BatchPrintStore } from './BatchPrintStore';
import { actionProblemOf, type ActionProblem } from './models/actionProblemOf';
import { centerList, paperList } from './printLists';
import { PrintLookups, type PrintRoot } from './PrintLookups';
import { runInNamedAction } from './runInNamedAction';
import type { PaperTab, PaperTask, PrintBill, PrintConfig, PrintFilters } from './types';

export interface PrintStoreOptions {
  /** The browser's print dialog; tests pass a spy. */
  printWindow?: () => void;
}

type StepName = 'print' | 'remind' | 'paper';

export class PrintStore {
  readonly center: PagedListStore<PrintBill, PrintFilters>;
  readonly paper: PagedListStore<PaperTask, { tab: PaperTab }>;
  readonly batch: BatchPrintStore;
  /** Bill details by id, as last fetched or written. */
  data = new Map<string, PrintBill>();
  loadErrors = new Map<string, 'notFound' | 'failed'>();
  fetching = new Set<string>();
  configs = new Map<string, PrintConfig>();
  /** The step in flight per bill: one at a time, so a double click prints once. */
  busy = new Map<string, StepName>();
  /** The last refused step per bill, worded by the shell's notifier. */
  problems = new Map<string, { kind: ActionProblem; error: unknown }>();
  /** The last step that went through per bill, for a short confirmation. */
  done = new Map<string, StepName>();
  readonly lookups: PrintLookups;
  private readonly printWindow: () => void;

  constructor(
    root: PrintRoot,
    private readonly api: PrintApi,
    options: PrintStoreOptions = {},
  ) {
    this.printWindow = options.printWindow ?? (() => window.print());
    this.lookups = new PrintLookups(root, api);
    this.center = centerList(api);
    this.paper = paperList(api);
    this.batch = new BatchPrintStore({
      api,
      list: this.center,
      defaultTemplateId: () => this.lookups.defaultTemplateId,
      printWindow: this.printWindow,
    });
    makeAutoObservable<PrintStore, 'api' | 'printWindow'>(this, {
      api: false,
      printWindow: false,
      center: false,
      paper: false,
      batch: false,
      lookups: false,
    });
  }

  get orderedData(): PrintBill[] {
    return [...this.data.values()];
  }

  configOf(id: string): PrintConfig {
    const first = this.lookups.defaultTemplateId;
    return this.configs.get(id) ?? { printTemplateId: first, isPrintInvoice: false };
  }

  setConfig(id: string, patch: Partial<PrintConfig>): void {
    this.configs.set(id, { ...this.configOf(id), ...patch });
  }

  async fetch(id: string): Promise<void> {
    this.fetching.add(id);
    try {
      const bill = await this.api.getBill(id);
      runInNamedAction('PrintStore#fetch', () => {
        this.data.set(id, bill);
        this.loadErrors.delete(id);
      });
    } catch (error) {
      const problem =
        (error as { status?: unknown } | null)?.status === 404 ? 'notFound' : 'failed';
      if (actionProblemOf(error) === null) return;
      runInNamedAction('PrintStore#fetch failed', () => this.loadErrors.set(id, problem));
    } finally {
      runInNamedAction('PrintStore#settled', () => this.fetching.delete(id));
    }
  }

  /** The print verb first; the browser's print dialog opens only once the server counted it. */
  async print(id: string): Promise<boolean> {
    const config = this.configOf(id);
    const printed = await this.step(id, 'print', () => this.api.print(id, config));
    if (printed) this.printWindow();
    return printed;
  }

  remind(id: string): Promise<boolean> {
    return this.step(id, 'remind', () => this.api.remind(id));
  }

  paperStep(id: string, step: PaperStep): Promise<boolean> {
    return this.step(id, 'paper', () => this.api.paperStep(id, step));
  }

  private async step(id: string, name: StepName, call: () => Promise<PrintBill>) {
    if (this.busy.has(id)) return false;
    this.busy.set(id, name);
    this.problems.delete(id);
    this.done.delete(id);
    try {
      const bill = await call();
      runInNamedAction(`PrintStore#${name}`, () => {
        this.data.set(id, bill);
        this.done.set(id, name);
      });
      // Print counts and paper steps move bills between the lists: their next load is fresh.
      this.center.invalidate();
      this.paper.invalidate();
      return true;
    } catch (error) {
      const kind = actionProblemOf(error);
      if (kind)
        runInNamedAction(`PrintStore#${name} failed`, () => this.problems.set(id, { kind, error }));
      return false;
    } finally {
      runInNamedAction('PrintStore#settled', () => this.busy.delete(id));
    }
  }
}

export const printStoreRef = createStoreRef<PrintStore>('print');
