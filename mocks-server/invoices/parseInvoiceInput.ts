import type { Attachment } from '../data/billTypes';
import type { InvoiceInput } from './invoiceWire';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 400 naming the field, as every lab route answers a malformed body. */
export class InvoiceInputError extends Error {}

const FIELDS: Record<keyof InvoiceInput, RegExp> = {
  invoiceType: /^[A-Z_]{2,40}$/,
  invoiceCode: /^(\d{10}|\d{12})?$/,
  invoiceNumber: /^(\d{8}|\d{20})$/,
  amount: /^\d{1,13}\.\d{2}$/,
  issueDate: /^\d{4}-\d{2}-\d{2}$/,
  checkCode: /^(\d{20})?$/,
};

/** An invoice from a request body, each field checked; throws InvoiceInputError naming it. */
export function parseInvoiceInput(raw: unknown, at: string): InvoiceInput {
  if (!isObject(raw)) throw new InvoiceInputError(`${at} must be an object`);
  const read = (name: keyof InvoiceInput) => {
    const value = raw[name] ?? '';
    if (typeof value !== 'string' || !FIELDS[name].test(value)) {
      throw new InvoiceInputError(`${at}.${name} is malformed`);
    }
    return value;
  };
  return {
    invoiceType: read('invoiceType'),
    invoiceCode: read('invoiceCode'),
    invoiceNumber: read('invoiceNumber'),
    amount: read('amount'),
    issueDate: read('issueDate'),
    checkCode: read('checkCode'),
  };
}

/** A stored file as the upload route gave it: `{fileId: {id, key, url, thumbUrl}, fileName}`. */
export function parseInvoiceFile(raw: unknown): Attachment | undefined {
  if (raw === undefined || raw === null) return undefined;
  const fileId = isObject(raw) ? raw.fileId : undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '');
  if (!isObject(raw) || !isObject(fileId) || typeof fileId.id !== 'string' || !fileId.id) {
    throw new InvoiceInputError('file must be {fileId: {id, key, url, thumbUrl}, fileName}');
  }
  return {
    fileId: {
      id: text(fileId.id),
      key: text(fileId.key),
      url: text(fileId.url),
      thumbUrl: text(fileId.thumbUrl),
    },
    fileName: text(raw.fileName),
  };
}
