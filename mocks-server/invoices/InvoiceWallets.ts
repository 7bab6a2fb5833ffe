import type { InvoiceInput, WalletInvoice } from './invoiceWire';

/** How many invoices one person's wallet keeps: more is a client gone wrong. */
export const MAX_WALLET_INVOICES = 200;

const keyOf = (corporationId: string, staffId: string) => `${corporationId}/${staffId}`;
const same = (a: InvoiceInput, b: InvoiceInput) =>
  a.invoiceType === b.invoiceType &&
  a.invoiceCode === b.invoiceCode &&
  a.invoiceNumber === b.invoiceNumber;

/** Each person's invoice wallet (票夹), per tenant; emptied when the lab resets. */
export class InvoiceWallets {
  private readonly wallets = new Map<string, WalletInvoice[]>();
  private counter = 0;

  list(corporationId: string, staffId: string): WalletInvoice[] {
    return [...(this.wallets.get(keyOf(corporationId, staffId)) ?? [])];
  }

  find(corporationId: string, staffId: string, invoice: InvoiceInput): WalletInvoice | undefined {
    return this.list(corporationId, staffId).find((each) => same(each, invoice));
  }

  /** Adds the invoice unless the wallet is full; returns it with its new id. */
  add(corporationId: string, staffId: string, invoice: Omit<WalletInvoice, 'id'>) {
    const key = keyOf(corporationId, staffId);
    const wallet = this.wallets.get(key) ?? [];
    if (wallet.length >= MAX_WALLET_INVOICES) return undefined;
    this.counter += 1;
    const stored: WalletInvoice = { ...invoice, id: `wallet-${this.counter}` };
    this.wallets.set(key, [stored, ...wallet]);
    return stored;
  }

  remove(corporationId: string, staffId: string, id: string): boolean {
    const key = keyOf(corporationId, staffId);
    const wallet = this.wallets.get(key) ?? [];
    const left = wallet.filter((each) => each.id !== id);
    this.wallets.set(key, left);
    return left.length < wallet.length;
  }

  /** An invoice used on a bill leaves the wallet (by type, code and number). */
  spend(corporationId: string, staffId: string, used: readonly InvoiceInput[]): void {
    const key = keyOf(corporationId, staffId);
    const wallet = this.wallets.get(key);
    if (wallet)
      this.wallets.set(
        key,
        wallet.filter((each) => !used.some((u) => same(each, u))),
      );
  }

  clear(): void {
    this.wallets.clear();
  }
}
