import { FULLY_DIGITAL_CODES } from '../invoiceTypeCodes';
import type { InvoiceExtras } from './DecodeResult';

/** The invoice fields an OFD e-invoice's XML states, as the QR layout would carry them. */
export interface OfdXmlInvoice {
  qrText: string;
  extras: InvoiceExtras;
}

const MAX_FIELD = 120;

/** The text of the first `<name>` element (any namespace prefix); bounded, entity-free. */
export function xmlField(xml: string, name: string): string | undefined {
  const escaped = name.replace(/[-.]/g, '\\$&');
  const pattern = new RegExp(
    `<(?:[\\w-]+:)?${escaped}(?:\\s[^>]{0,200})?>([^<]{0,${MAX_FIELD}})</`,
  );
  const value = pattern.exec(xml)?.[1]?.trim();
  return value ? value : undefined;
}

const digitsOfDate = (text: string | undefined) => {
  const match = text && /^(\d{4})\D?(\d{1,2})\D?(\d{1,2})/.exec(text);
  return match ? `${match[1]}${match[2].padStart(2, '0')}${match[3].padStart(2, '0')}` : '';
};

/**
 * The invoice in an OFD's XML (the e-invoice's own data file, `EInvoice`-style tags), or null
 * when the XML lacks a field the QR layout needs: then the QR image is read instead. The text is
 * built in the QR layout so the same checks apply to both sources.
 */
export function readOfdXml(xml: string): OfdXmlInvoice | null {
  const field = (name: string) => xmlField(xml, name);
  const typeCode = field('InvoiceTypeCode');
  const number = field('InvoiceNumber');
  const amount = field('TotalAmWithoutTax');
  const date = digitsOfDate(field('IssueTime') ?? field('IssueDate'));
  if (!typeCode || !number || !amount || !date) return null;
  const code = FULLY_DIGITAL_CODES.has(typeCode) ? '' : (field('InvoiceCode') ?? '');
  const checkCode = field('CheckCode') ?? '';
  const extras: InvoiceExtras = {};
  const total = field('TotalTax-includedAmount');
  const buyerName = field('BuyerName');
  const sellerName = field('SellerName');
  if (total) extras.total = total;
  if (buyerName) extras.buyerName = buyerName;
  if (sellerName) extras.sellerName = sellerName;
  return { qrText: `01,${typeCode},${code},${number},${amount},${date},${checkCode},`, extras };
}
