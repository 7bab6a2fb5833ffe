import type { PagedListStore } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { PrintApi } from './api';
import { actionProblemOf, type ActionProblem } from './models/actionProblemOf';
import { runInNamedAction } from './runInNamedAction';
import type { PrintBill, PrintConfig, PrintFilters } from './types';

/** A bill of the batch the server refused to print, with why. */
export interface BatchFailure {
  id: string;
  code: string;
  problem: ActionProblem;
  /** The refusal itself, for the shell's notifier to word. */
  error: unknown;
}

export interface BatchPrintDeps {
  api: Pick<PrintApi, 'print' | 'getBill'>;
  list: PagedListStore<PrintBill, PrintFilters>;
  /** The template printed when the person picked none. */
  defaultTemplateId: () => string;
  printWindow: () => void;
}

/**
 * Batch print from the center (issue 18): bills selected on the shown page, one template for all,
 * the print verb per bill (the server counts each print), then one document of every printed
 * sheet and one print dialog.
 */
export class BatchPrintStore {
  selected = new Set<string>();
  /** null: the default template. */
  templateId: string | null = null;
  withInvoices = false;
  isPrinting = false;
  /** The printed bills of the last batch, in list order; the document shows while there are any. */
  sheets: PrintBill[] = [];
  sheetConfig: PrintConfig = { printTemplateId: 'default', isPrintInvoice: false };
  failures: BatchFailure[] = [];
  /** Counts batches with sheets: the document opens the dialog once it has rendered one. */
  job = 0;
  private dialogJob = 0;

  constructor(private readonly deps: BatchPrintDeps) {
    makeAutoObservable<BatchPrintStore, 'deps' | 'dialogJob'>(this, {
      deps: false,
      dialogJob: false,
    });
  }

  /** Selected bills of the page shown: another page's rows are not printed unseen. */
  get selectedBills(): PrintBill[] {
    return this.deps.list.orderedData.filter((bill) => this.selected.has(bill.id));
  }

  get selectedOnPage(): ReadonlySet<string> {
    return new Set(this.selectedBills.map((bill) => bill.id));
  }

  get config(): PrintConfig {
    const printTemplateId = this.templateId ?? this.deps.defaultTemplateId();
    return { printTemplateId, isPrintInvoice: this.withInvoices };
  }

  select(ids: ReadonlySet<string>): void {
    this.selected = new Set(ids);
  }

  setTemplate(templateId: string): void {
    this.templateId = templateId;
  }

  setWithInvoices(withInvoices: boolean): void {
    this.withInvoices = withInvoices;
  }

  async print(): Promise<void> {
    const bills = this.selectedBills;
    if (this.isPrinting || bills.length === 0) return;
    const config = this.config;
    this.isPrinting = true;
    const sheets: PrintBill[] = [];
    const failures: BatchFailure[] = [];
    try {
      // One after another: the server counts each print, and a refusal names its bill.
      for (const bill of bills) {
        try {
          const printed = await this.deps.api.print(bill.id, config);
          // The verb's answer lacks the department; the sheet reads the whole bill when it can.
          sheets.push(await this.deps.api.getBill(bill.id).catch(() => printed));
        } catch (error) {
          const problem = actionProblemOf(error);
          if (problem) failures.push({ id: bill.id, code: bill.code || bill.id, problem, error });
        }
      }
    } finally {
      runInNamedAction('BatchPrintStore#print', () => {
        this.sheets = sheets;
        this.sheetConfig = config;
        this.failures = failures;
        // The refused stay selected for another try.
        this.selected = new Set(failures.map((failure) => failure.id));
        this.isPrinting = false;
        if (sheets.length > 0) this.job += 1;
      });
    }
    // Print counts and states changed on the server.
    await this.deps.list.refresh();
  }

  /** The document of `job` is on screen: the dialog opens once per batch, never on a revisit. */
  openDialog(job: number): void {
    if (job !== this.job || job === this.dialogJob) return;
    this.dialogJob = job;
    this.deps.printWindow();
  }

  closeDocument(): void {
    this.sheets = [];
    this.failures = [];
  }
}
