import type { PrintedInvoice } from './SampleInvoice';

/**
 * The QR text an invoice prints (the tax authority's comma layout): version 01, type code,
 * code, number, amount before tax, date as YYYYMMDD, check code, a random tail.
 */
export function invoiceQrText(invoice: PrintedInvoice, random = '7E3E'): string {
  const { typeCode, invoiceCode, invoiceNumber, amount, checkCode } = invoice;
  const date = invoice.issueDate.replaceAll('-', '');
  return `01,${typeCode},${invoiceCode},${invoiceNumber},${amount},${date},${checkCode},${random},`;
}
