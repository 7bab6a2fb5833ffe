import fc from 'fast-check';
import { FULLY_DIGITAL_CODES, INVOICE_TYPE_CODES } from '../invoiceTypeCodes';
import type { QrInvoice } from '../QrInvoice';

const digits = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));

const day = fc
  .date({
    min: new Date(Date.UTC(1990, 0, 1)),
    max: new Date(Date.UTC(2099, 11, 31)),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

const amount = fc
  .tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 }))
  .filter(([whole, cents]) => whole + cents > 0)
  .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`);

/** A valid invoice of any type the QR layout knows, with the fields its type carries. */
export const qrInvoiceArbitrary: fc.Arbitrary<QrInvoice> = fc
  .constantFrom(...Object.keys(INVOICE_TYPE_CODES))
  .chain((typeCode) => {
    const digital = FULLY_DIGITAL_CODES.has(typeCode);
    return fc.record({
      invoiceType: fc.constant(INVOICE_TYPE_CODES[typeCode]),
      typeCode: fc.constant(typeCode),
      invoiceCode: digital ? fc.constant('') : fc.oneof(digits(10), digits(12)),
      invoiceNumber: digits(digital ? 20 : 8),
      amount,
      issueDate: day,
      checkCode:
        ['01', '08', '03', '15'].includes(typeCode) || digital ? fc.constant('') : digits(20),
    });
  });

/** The QR text an invoice prints, random tail included. */
export function qrTextOf(invoice: QrInvoice, random = 'A1B2'): string {
  const date = invoice.issueDate.replaceAll('-', '');
  const { typeCode, invoiceCode, invoiceNumber, amount: value, checkCode } = invoice;
  return `01,${typeCode},${invoiceCode},${invoiceNumber},${value},${date},${checkCode},${random},`;
}
