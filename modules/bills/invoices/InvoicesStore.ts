import type { RootStore } from '@shell/store';
import { makeAutoObservable } from 'mobx';
import type { AttachmentValue } from '../forms/fieldValues';
import { runInNamedAction } from '../runInNamedAction';
import { createInvoiceDecoder, type InvoiceDecoder } from './decode/InvoiceDecoder';
import { createInvoicesApi, type InvoicesApi, type WalletInvoice } from './invoicesApi';
import type { QrInvoice } from './QrInvoice';
import { uploaderOf } from './uploaderOf';

/** What invoice capture reaches outside itself; tests pass fakes. */
export interface InvoicesDeps {
  api: InvoicesApi;
  makeDecoder: () => InvoiceDecoder;
  /** Stores a file and gives its attachment; rejects when the upload extension is not there. */
  upload(file: File): Promise<AttachmentValue>;
  /** The host app's own scanner, where the app runs inside one; null in a plain browser. */
  scanner(): ((options: { type: 'qrCode' }) => Promise<string>) | null;
}

export type WalletState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * Invoice capture's shared parts for the signed-in person: the decoder (its worker and reader
 * load on the first capture only), the upload of captured files, and the wallet (票夹).
 */
export class InvoicesStore {
  wallet: WalletInvoice[] = [];
  walletState: WalletState = 'idle';
  private decoderInstance: InvoiceDecoder | null = null;

  constructor(readonly deps: InvoicesDeps) {
    makeAutoObservable<InvoicesStore, 'decoderInstance'>(this, {
      deps: false,
      decoderInstance: false,
    });
  }

  get decoder(): InvoiceDecoder {
    this.decoderInstance ??= this.deps.makeDecoder();
    return this.decoderInstance;
  }

  async loadWallet(): Promise<void> {
    this.walletState = 'loading';
    try {
      const items = await this.deps.api.wallet();
      runInNamedAction('InvoicesStore#wallet', () => {
        this.wallet = items;
        this.walletState = 'loaded';
      });
    } catch {
      runInNamedAction('InvoicesStore#walletFailed', () => (this.walletState = 'failed'));
    }
  }

  /** Keeps an invoice in the wallet; false when the server refused or could not be reached. */
  async keep(invoice: QrInvoice, file: AttachmentValue | null): Promise<boolean> {
    try {
      const kept = await this.deps.api.keep(invoice, file);
      runInNamedAction('InvoicesStore#kept', () => {
        this.wallet = [kept, ...this.wallet.filter((each) => each.id !== kept.id)];
      });
      return true;
    } catch {
      return false;
    }
  }

  /** Takes an invoice out of the wallet; the refusal when the server did not take it. */
  async discard(id: string): Promise<{ error: unknown } | null> {
    try {
      await this.deps.api.discard(id);
      runInNamedAction('InvoicesStore#discarded', () => {
        this.wallet = this.wallet.filter((each) => each.id !== id);
      });
      return null;
    } catch (error) {
      return { error };
    }
  }
}

/** The app's own parts: the root's http client, its upload extension and its host bridge. */
export function invoicesDepsOf(root: RootStore): InvoicesDeps {
  return {
    api: createInvoicesApi(root.http),
    makeDecoder: () => createInvoiceDecoder(),
    upload: uploaderOf(root),
    scanner: () => {
      const bridge = root.hostBridge.get();
      return bridge?.variant === 'embedded' ? (options) => bridge.scan(options) : null;
    },
  };
}

const stores = new WeakMap<RootStore, InvoicesStore>();

/** One store per app root, made on first use (a bill form, the wallet page). */
export function invoicesStoreOf(root: RootStore): InvoicesStore {
  let store = stores.get(root);
  if (!store) {
    store = new InvoicesStore(invoicesDepsOf(root));
    stores.set(root, store);
  }
  return store;
}

/** Tests: the store a root hands out, over fakes. */
export function provideInvoicesStore(root: RootStore, store: InvoicesStore): void {
  stores.set(root, store);
}
