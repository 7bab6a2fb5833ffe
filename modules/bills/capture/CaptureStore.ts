import { makeAutoObservable } from 'mobx';
import type { AttachmentValue } from '../forms/fieldValues';
import { runInNamedAction } from '../runInNamedAction';
import { invoiceKeyOf, type InvoiceCheck } from '../invoiceChecks/InvoiceCheck';
import type { DecodeResult, InvoiceExtras } from '../invoices/decode/DecodeResult';
import { MAX_CAPTURE_FILES } from '../invoices/invoiceLimits';
import type { WalletInvoice } from '../invoices/invoicesApi';
import { parseInvoiceQr } from '../invoices/parseInvoiceQr';
import type { QrInvoice } from '../invoices/QrInvoice';
import type { CaptureFailure, CaptureItem, CaptureOrigin } from './CaptureItem';

/** What a capture reaches: the decoder, the checks, the upload, the bill's lines so far. */
export interface CaptureDeps {
  decode(file: File): Promise<DecodeResult>;
  /** null when the checks could not be made. */
  check(invoice: QrInvoice): Promise<InvoiceCheck | null>;
  upload(file: File): Promise<AttachmentValue>;
  /** Why the invoice is already where it would go (a line of the bill, the wallet); or null. */
  held(invoice: QrInvoice): CaptureFailure | null;
  /** The fee type to suggest ('' when none fits). */
  suggest(invoice: QrInvoice, sellerName: string): string;
}

/**
 * One capture: files (up to 9), host scans and wallet picks, each read, checked and stored in
 * turn with its own result; the ready ones become lines when the person confirms.
 */
export class CaptureStore {
  items: CaptureItem[] = [];
  private nextId = 1;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly deps: CaptureDeps) {
    makeAutoObservable<CaptureStore, 'deps' | 'queue'>(this, { deps: false, queue: false });
  }

  get busy(): boolean {
    return this.items.some((item) => item.state === 'reading' || item.state === 'checking');
  }

  /** The ones that become lines on confirm. */
  get chosen(): CaptureItem[] {
    return this.items.filter((item) => item.state === 'ready' && item.chosen);
  }

  /** Files chosen at once: each read in turn (one worker), the ones over 9 refused by name. */
  addFiles(files: readonly File[]): Promise<void> {
    let room = MAX_CAPTURE_FILES - this.items.filter((item) => item.origin.kind === 'file').length;
    const taken = files.flatMap((file) => {
      const item = this.push(file.name, { kind: 'file', file });
      if (room > 0) {
        room -= 1;
        return [{ item, file }];
      }
      this.fail(item, { code: 'too-many' });
      return [];
    });
    return this.enqueue(async () => {
      for (const { item, file } of taken) {
        const result = await this.deps.decode(file);
        if (!result.ok) this.fail(item, { code: 'decode', failure: result.failure });
        else await this.accept(item, result.invoice, result.extras, file);
      }
    });
  }

  /** A text the host's scanner read: the same checks as a QR code in a file. */
  addScan(name: string, text: string): Promise<void> {
    const item = this.push(name, { kind: 'scan' });
    const parsed = parseInvoiceQr(text);
    if (!parsed.ok) {
      this.fail(item, {
        code: 'decode',
        failure: { code: 'not-invoice', problem: parsed.problem },
      });
      return Promise.resolve();
    }
    return this.enqueue(() => this.accept(item, parsed.invoice, {}, null));
  }

  scanFailed(name: string): void {
    this.fail(this.push(name, { kind: 'scan' }), { code: 'scan-failed' });
  }

  /** Invoices kept in the wallet, with their stored files. */
  addWallet(entries: readonly WalletInvoice[], nameOf: (entry: WalletInvoice) => string) {
    const items = entries.map((entry) => ({
      entry,
      item: this.push(nameOf(entry), { kind: 'wallet', walletId: entry.id }),
    }));
    return this.enqueue(async () => {
      for (const { entry, item } of items) await this.accept(item, entry.invoice, {}, entry.file);
    });
  }

  /** Takes items out (kept elsewhere already): a retry does not send them twice. */
  drop(ids: readonly number[]): void {
    this.items = this.items.filter((item) => !ids.includes(item.id));
  }

  toggle(id: number): void {
    this.update(id, (item) => ({ chosen: !item.chosen }));
  }

  setFeeType(id: number, feeTypeId: string): void {
    this.update(id, () => ({ feeTypeId }));
  }

  private push(name: string, origin: CaptureOrigin): CaptureItem {
    const item: CaptureItem = {
      id: this.nextId++,
      name,
      origin,
      state: 'reading',
      feeTypeId: '',
      chosen: false,
    };
    this.items.push(item);
    return item;
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work, work);
    return this.queue;
  }

  private update(id: number, change: (item: CaptureItem) => Partial<CaptureItem>): void {
    const index = this.items.findIndex((each) => each.id === id);
    if (index >= 0) this.items[index] = { ...this.items[index], ...change(this.items[index]) };
  }

  private fail(item: CaptureItem, failure: CaptureFailure): void {
    runInNamedAction('CaptureStore#failed', () =>
      this.update(item.id, () => ({ state: 'failed', failure })),
    );
  }

  private async accept(
    item: CaptureItem,
    invoice: QrInvoice,
    extras: InvoiceExtras,
    file: File | AttachmentValue | null,
  ): Promise<void> {
    const held = this.deps.held(invoice);
    if (held) return this.fail(item, held);
    const key = invoiceKeyOf(invoice);
    const twin = this.items.find(
      (other) => other.id !== item.id && other.invoice && invoiceKeyOf(other.invoice) === key,
    );
    if (twin) return this.fail(item, { code: 'repeated', name: twin.name });
    runInNamedAction('CaptureStore#read', () =>
      this.update(item.id, () => ({ state: 'checking', invoice, extras })),
    );
    const [check, stored] = await Promise.all([
      this.deps.check(invoice),
      file instanceof File ? this.deps.upload(file).catch(() => null) : Promise.resolve(file),
    ]);
    const seller = extras.sellerName ?? check?.record?.sellerName ?? '';
    runInNamedAction('CaptureStore#ready', () =>
      this.update(item.id, () => ({
        state: 'ready',
        check,
        file: stored,
        feeTypeId: this.deps.suggest(invoice, seller),
        // What the policy blocks is shown with its reason, not taken unless the person says so.
        chosen: !check?.problems.some((problem) => problem.level === 'block'),
      })),
    );
  }
}
