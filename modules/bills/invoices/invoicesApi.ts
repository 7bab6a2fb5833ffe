import type { HttpClient } from '@shell/http';
import type { AttachmentValue } from '../forms/fieldValues';
import { isSafeFileUrl } from '../models/parseAttachment';
import { fieldsOf, readId, readList, readText } from '../models/readFields';
import { parseInvoiceCheck, type InvoiceCheck } from '../invoiceChecks/InvoiceCheck';
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

function fileOf(raw: unknown): AttachmentValue | null {
  const file = fieldsOf(raw);
  const fileId = fieldsOf(file.fileId);
  const id = readId(fileId, 'id');
  const url = readText(fileId, 'url');
  if (!id || !isSafeFileUrl(url || '/')) return null;
  const thumbUrl = readText(fileId, 'thumbUrl');
  return {
    fileName: readText(file, 'fileName').slice(0, 200),
    fileId: {
      id,
      key: readText(fileId, 'key'),
      url,
      thumbUrl: isSafeFileUrl(thumbUrl) ? thumbUrl : url,
    },
  };
}

/** A wallet entry of the server's answer (untrusted); null when it is not a readable invoice. */
export function parseWalletInvoice(raw: unknown): WalletInvoice | null {
  const entry = fieldsOf(raw);
  const id = readId(entry, 'id');
  const invoice = invoiceOfRecord(entry);
  if (!id || !invoice) return null;
  const created = entry.createTime;
  return {
    id,
    invoice,
    file: fileOf(entry.file),
    createTime: typeof created === 'number' && Number.isFinite(created) ? created : 0,
    check: parseInvoiceCheck(entry.check),
  };
}

export function createInvoicesApi(http: HttpClient): InvoicesApi {
  const { axios } = http;
  return {
    async check(billId, invoices) {
      if (invoices.length === 0) return [];
      const { data } = await axios.post<unknown>(INVOICE_PATHS.checks, { billId, invoices });
      const items = readList(fieldsOf(data), 'items');
      return invoices.map((_, index) => parseInvoiceCheck(items[index]));
    },
    async wallet() {
      const { data } = await axios.get<unknown>(INVOICE_PATHS.wallet);
      return readList(fieldsOf(data), 'items').flatMap((each) => parseWalletInvoice(each) ?? []);
    },
    async keep(invoice, file) {
      const body = {
        invoice: inputOf(invoice),
        ...(file?.fileId ? { file: { fileId: file.fileId, fileName: file.fileName } } : {}),
      };
      const { data } = await axios.post<unknown>(INVOICE_PATHS.wallet, body);
      const kept = parseWalletInvoice(fieldsOf(data).value);
      if (!kept) throw new Error('The wallet answered without the invoice');
      return kept;
    },
    async discard(id) {
      await axios.delete(INVOICE_PATHS.walletEntry(id));
    },
  };
}
