import type { InvoiceCheck } from '../../invoiceChecks/InvoiceCheck';
import type { DecodeResult } from '../decode/DecodeResult';
import type { InvoiceDecoder } from '../decode/InvoiceDecoder';
import type { InvoicesApi, WalletInvoice } from '../invoicesApi';
import type { InvoicesDeps } from '../InvoicesStore';
import type { QrInvoice } from '../QrInvoice';

/** A meal's e-invoice as its QR code states it. */
export const MEAL: QrInvoice = {
  invoiceType: 'VAT_ELECTRONIC_NORMAL',
  typeCode: '10',
  invoiceCode: '044031900111',
  invoiceNumber: '05397915',
  amount: '1723.72',
  issueDate: '2026-11-05',
  checkCode: '12345678901234567890',
};

/** A fully digital train ticket: no code, a 20-digit number. */
export const TRAIN: QrInvoice = {
  invoiceType: 'TRAIN',
  typeCode: '51',
  invoiceCode: '',
  invoiceNumber: '26110000000012345678',
  amount: '553.00',
  issueDate: '2026-11-10',
  checkCode: '',
};

export const VALID: InvoiceCheck = {
  problems: [],
  record: { total: '1827.14', buyerName: '云帆控股集团', sellerName: '海底捞餐饮有限公司' },
};

export const RED_FLUSHED: InvoiceCheck = {
  problems: [{ code: 'red-flushed', level: 'block', message: '发票已红冲' }],
};

/** A decoder answering by file name: `answers[name]`, else "no QR code". */
export function fakeDecoder(answers: Record<string, DecodeResult>): InvoiceDecoder {
  return {
    decode: jest.fn(async (file: Blob) => {
      const name = file instanceof File ? file.name : '';
      return answers[name] ?? { ok: false, failure: { code: 'no-qr' } };
    }),
    warm: jest.fn(),
    stop: jest.fn(),
  };
}

export const read = (invoice: QrInvoice): DecodeResult => ({
  ok: true,
  invoice,
  source: 'qr',
  extras: {},
});

/** An invoices api whose checks answer by invoice number (valid unless scripted). */
export function fakeInvoicesApi(checks: Record<string, InvoiceCheck> = {}) {
  const wallet: WalletInvoice[] = [];
  return {
    check: jest.fn<ReturnType<InvoicesApi['check']>, Parameters<InvoicesApi['check']>>(
      async (_bill, invoices) => invoices.map((each) => checks[each.invoiceNumber] ?? VALID),
    ),
    wallet: jest.fn(async () => wallet),
    keep: jest.fn<ReturnType<InvoicesApi['keep']>, Parameters<InvoicesApi['keep']>>(
      async (invoice, file) => ({
        id: `w-${invoice.invoiceNumber}`,
        invoice,
        file,
        createTime: 1,
        check: VALID,
      }),
    ),
    discard: jest.fn(async () => undefined),
  };
}

/** Deps of an InvoicesStore over fakes; the upload stores every file under its name. */
export function fakeInvoicesDeps(
  decoder: InvoiceDecoder,
  api = fakeInvoicesApi(),
  scanner: InvoicesDeps['scanner'] = () => null,
) {
  return {
    api,
    makeDecoder: () => decoder,
    upload: jest.fn(async (file: File) => ({
      fileName: file.name,
      fileId: { id: `file-${file.name}`, key: file.name, url: `/files/${file.name}`, thumbUrl: '' },
    })),
    scanner,
  };
}

export const fileNamed = (name: string) => new File(['x'], name, { type: 'image/png' });
