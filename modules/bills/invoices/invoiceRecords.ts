import { moneyOf, parseMoney, MoneyError } from '@shell/money';
import type { AttachmentValue } from '../forms/fieldValues';
import { lineInvoiceRecordSchema } from '@contracts/invoices/invoiceRecord';
import { parse } from '@contracts/core/parse';
import { typeCodeOf } from './invoiceTypeCodes';
import { parseInvoiceQr } from './parseInvoiceQr';
import type { QrInvoice } from './QrInvoice';

/** An invoice as the checks and the wallet take it (mocks-server/invoices/invoiceWire.ts). */
export type InvoiceInput = Omit<QrInvoice, 'typeCode'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function inputOf(invoice: QrInvoice): InvoiceInput {
  const { invoiceType, invoiceCode, invoiceNumber, amount, issueDate, checkCode } = invoice;
  return { invoiceType, invoiceCode, invoiceNumber, amount, issueDate, checkCode };
}

/** A calendar day as the wire's epoch ms: midnight UTC, the day the server reads back. */
export const dayToTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);

function dayOf(value: unknown): string {
  if (typeof value === 'string' && DAY.test(value)) return value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return '';
  return new Date(value).toISOString().slice(0, 10);
}

function amountOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const money = value === undefined || value === null ? null : parseMoney(value);
  return money && !(money instanceof MoneyError) ? money.standard : '';
}

/**
 * An invoice record of a line or the wallet (untrusted) read back as an invoice, through the
 * same checks as a QR text; null for anything that is not one (a bare photo, a damaged record).
 */
export function invoiceOfRecord(raw: unknown): QrInvoice | null {
  const record = parse(lineInvoiceRecordSchema, raw);
  const typeCode = typeCodeOf(record.invoiceType);
  if (!typeCode || !record.invoiceNumber) return null;
  const date = dayOf(record.issueDate).replace(/-/g, '');
  const fields = [
    '01',
    typeCode,
    record.invoiceCode,
    record.invoiceNumber,
    amountOf(record.amount),
    date,
    record.checkCode,
    '',
  ];
  const parsed = parseInvoiceQr(fields.join(','));
  return parsed.ok ? parsed.invoice : null;
}

/** The invoice as a line's `invoiceForm.invoices` entry, with its file when it has one. */
export function lineRecordOf(
  invoice: QrInvoice,
  file: AttachmentValue | null,
): Record<string, unknown> {
  const record: Record<string, unknown> = {
    invoiceType: invoice.invoiceType,
    invoiceCode: invoice.invoiceCode,
    invoiceNumber: invoice.invoiceNumber,
    issueDate: dayToTime(invoice.issueDate),
    amount: moneyOf(invoice.amount),
  };
  if (invoice.checkCode) record.checkCode = invoice.checkCode;
  if (file?.fileId) record.file = { fileId: file.fileId, fileName: file.fileName };
  return record;
}
