import type { HttpClient } from '@shell/http';
import type { AttachmentValue } from '../forms/fieldValues';
import { invoiceChecksAnswerSchema } from '@contracts/invoices/invoiceCheck';
import {
  walletAnswerSchema,
  walletKeptAnswerSchema,
  type WalletInvoiceWire,
} from '@contracts/invoices/walletInvoice';
import { answerOf } from '../models/billAnswers';
import { parseOrNull } from '@contracts/core/parse';
import type { InvoiceCheck } from '../invoiceChecks/InvoiceCheck';
import { invoiceOfRecord, inputOf, type InvoiceInput } from './invoiceRecords';
import type { QrInvoice } from './QrInvoice';

/** The lab's invoice service (mocks-server/invoices/README.md): the spec names no paths. */
export const INVOICE_PATHS = {
  checks: '/v1/invoice/checks',
  wallet: '/v1/invoice/wallet',
  walletEntry: (id: string) => `/v1/invoice/wallet/${encodeURIComponent(id)}`,
} as const;

/** The most invoices one checks call carries (the server refuses more). */
export const MAX_CHECKS = 50;

/** An invoice kept in the person's wallet (票夹) until a bill uses it. */
export interface WalletInvoice {
  id: string;
  invoice: QrInvoice;
  file: AttachmentValue | null;
  createTime: number;
  check: InvoiceCheck | null;
}

/** Invoice checks before submit and the person's wallet; tests pass a fake. */
export interface InvoicesApi {
  /** One answer per invoice, in order; null where the answer is not one. */
  check(billId: string | null, invoices: readonly InvoiceInput[]): Promise<(InvoiceCheck | null)[]>;
  wallet(): Promise<WalletInvoice[]>;
  keep(invoice: QrInvoice, file: AttachmentValue | null): Promise<WalletInvoice>;
  discard(id: string): Promise<void>;
}

/** A wallet entry of the server's answer, read by its contract; null when it is not an invoice. */
function walletInvoiceOf(entry: WalletInvoiceWire | null): WalletInvoice | null {
  const invoice = entry && invoiceOfRecord(entry);
  if (!entry || !invoice) return null;
  return {
    id: entry.id,
    invoice,
    file: entry.file,
    createTime: entry.createTime,
    check: entry.check,
  };
}

export function createInvoicesApi(http: HttpClient): InvoicesApi {
  const { axios } = http;
  return {
    async check(billId, invoices) {
      if (invoices.length === 0) return [];
      const { data } = await axios.post<unknown>(INVOICE_PATHS.checks, { billId, invoices });
      const { items } = answerOf(invoiceChecksAnswerSchema, data);
      return invoices.map((_, index) => items[index] ?? null);
    },
    async wallet() {
      const { data } = await axios.get<unknown>(INVOICE_PATHS.wallet);
      const { items } = answerOf(walletAnswerSchema, data);
      return items.flatMap((entry) => walletInvoiceOf(entry) ?? []);
    },
    async keep(invoice, file) {
      const body = {
        invoice: inputOf(invoice),
        ...(file?.fileId ? { file: { fileId: file.fileId, fileName: file.fileName } } : {}),
      };
      const { data } = await axios.post<unknown>(INVOICE_PATHS.wallet, body);
      const kept = walletInvoiceOf(parseOrNull(walletKeptAnswerSchema, data)?.value ?? null);
      if (!kept) throw new Error('The wallet answered without the invoice');
      return kept;
    },
    async discard(id) {
      await axios.delete(INVOICE_PATHS.walletEntry(id));
    },
  };
}
