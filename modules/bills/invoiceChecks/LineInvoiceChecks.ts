import { makeAutoObservable, observable } from 'mobx';
import type { FeeLine } from '../lines/FeeLine';
import { runInNamedAction } from '../runInNamedAction';
import { inputOf } from '../invoices/invoiceRecords';
import { MAX_CHECKS, type InvoicesApi } from '../invoices/invoicesApi';
import type { QrInvoice } from '../invoices/QrInvoice';
import { invoiceKeyOf, type InvoiceCheck } from './InvoiceCheck';
import { invoicesOfLine } from './invoicesOfLine';

/** Where one invoice's check stands: asked, answered, or not answered (network, server). */
export type CheckEntry =
  { state: 'pending' } | { state: 'done'; check: InvoiceCheck } | { state: 'failed' };

/**
 * The server's checks (查重, 验真, 抬头, date window) of the invoices on the bill's lines, asked
 * once per invoice and kept for the editor's life; which line first holds each invoice, so the
 * same invoice on a second line is caught before the server refuses it at submit.
 */
export class LineInvoiceChecks {
  readonly entries = observable.map<string, CheckEntry>({}, { deep: false });
  /** Invoice key → the key of the first line holding it. */
  readonly holders = observable.map<string, string>();

  constructor(
    private readonly api: Pick<InvoicesApi, 'check'>,
    /** The bill being edited: null until its first save. */
    private bill: string | null,
  ) {
    makeAutoObservable<LineInvoiceChecks, 'api' | 'bill'>(this, {
      api: false,
      bill: false,
      billId: false,
      entries: false,
      holders: false,
    });
  }

  /** The bill the checks are for (its own lines are not duplicates), read at each call. */
  readonly billId = (): string | null => this.bill;

  setBill(id: string | null): void {
    this.bill = id;
  }

  entryOf(invoice: QrInvoice): CheckEntry | undefined {
    return this.entries.get(invoiceKeyOf(invoice));
  }

  /** A check made elsewhere (the capture asked already); null: it could not be made. */
  remember(invoice: QrInvoice, check: InvoiceCheck | null): void {
    this.entries.set(invoiceKeyOf(invoice), check ? { state: 'done', check } : { state: 'failed' });
  }

  /** Follows the lines: who holds what, and a check for every invoice not yet asked about. */
  sync(lines: readonly FeeLine[]): Promise<void> {
    const seen = new Map<string, string>();
    const wanted = new Map<string, QrInvoice>();
    for (const line of lines) {
      for (const invoice of invoicesOfLine(line)) {
        const key = invoiceKeyOf(invoice);
        if (!seen.has(key)) seen.set(key, line.key);
        const entry = this.entries.get(key);
        if (!entry || entry.state === 'failed') wanted.set(key, invoice);
      }
    }
    for (const [key, holder] of seen)
      if (this.holders.get(key) !== holder) this.holders.set(key, holder);
    for (const key of [...this.holders.keys()]) if (!seen.has(key)) this.holders.delete(key);
    return this.ask([...wanted.values()]);
  }

  private async ask(invoices: readonly QrInvoice[]): Promise<void> {
    for (let start = 0; start < invoices.length; start += MAX_CHECKS) {
      const batch = invoices.slice(start, start + MAX_CHECKS);
      for (const invoice of batch) this.entries.set(invoiceKeyOf(invoice), { state: 'pending' });
      let answers: (InvoiceCheck | null)[] = [];
      try {
        answers = await this.api.check(this.billId(), batch.map(inputOf));
      } catch {
        // Not answered: said on the line, asked again on the next change; submit checks anyway.
      }
      runInNamedAction('LineInvoiceChecks#answered', () =>
        batch.forEach((invoice, index) => this.remember(invoice, answers[index] ?? null)),
      );
    }
  }
}
