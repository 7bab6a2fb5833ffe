import type { InvoiceType } from '../models/billEnumerations';

/**
 * The type code (second field of an invoice's QR text) → the tenant's invoice-type enumeration
 * (docs/invoices.md). Codes of the tax authority's QR layout; the fully digital (全电) ones leave the
 * invoice code empty and carry a 20-digit number. See ../README.md for the sources and choices.
 */
export const INVOICE_TYPE_CODES: Readonly<Record<string, InvoiceType>> = {
  '01': 'VAT_SPECIAL',
  '03': 'MOTOR_VEHICLE',
  '04': 'VAT_NORMAL',
  '08': 'VAT_ELECTRONIC_SPECIAL',
  '10': 'VAT_ELECTRONIC_NORMAL',
  '11': 'VAT_ROLL',
  '14': 'TOLL',
  '15': 'USED_CAR',
  '31': 'FULL_DIGITAL_SPECIAL',
  '32': 'FULL_DIGITAL_NORMAL',
  '51': 'TRAIN',
  '61': 'AIR',
};

/** Codes whose invoices are fully digital: no invoice code, a 20-digit number. */
export const FULLY_DIGITAL_CODES: ReadonlySet<string> = new Set(['31', '32', '51', '61']);

/** The code to print for a type, for the lab's samples and tests (first code wins). */
export function typeCodeOf(type: string): string | undefined {
  return Object.keys(INVOICE_TYPE_CODES).find((code) => INVOICE_TYPE_CODES[code] === type);
}
