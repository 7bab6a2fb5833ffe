import fc from 'fast-check';
import { parseInvoiceQr } from './parseInvoiceQr';
import { qrInvoiceArbitrary, qrTextOf } from './testing/invoiceQrArbitrary';

const FIELD_PROBLEM = ['version', 'type', 'code', 'number', 'amount', 'date', 'check-code'];

describe('parseInvoiceQr, for any text', () => {
  it('reads back every valid invoice exactly as printed', () => {
    fc.assert(
      fc.property(qrInvoiceArbitrary, (invoice) => {
        expect(parseInvoiceQr(qrTextOf(invoice))).toEqual({ ok: true, invoice });
      }),
    );
  });

  it('never throws on hostile text and only accepts what re-prints to the same fields', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.lorem()), (text) => {
        const parsed = parseInvoiceQr(text);
        if (parsed.ok) {
          expect(parseInvoiceQr(qrTextOf(parsed.invoice))).toEqual(parsed);
        }
      }),
    );
  });

  it('names the field when one field of a valid text is replaced by garbage', () => {
    const garbage = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !s.includes(','));
    fc.assert(
      fc.property(
        qrInvoiceArbitrary,
        fc.integer({ min: 0, max: 6 }),
        garbage,
        (invoice, at, junk) => {
          const fields = qrTextOf(invoice).split(',');
          fields[at] = junk;
          const parsed = parseInvoiceQr(fields.join(','));
          fc.pre(!parsed.ok);
          if (!parsed.ok)
            expect([...FIELD_PROBLEM, 'not-invoice', 'too-long']).toContain(parsed.problem.code);
        },
      ),
    );
  });

  it('never accepts an amount that differs from the printed one', () => {
    fc.assert(
      fc.property(qrInvoiceArbitrary, fc.string({ maxLength: 12 }), (invoice, amount) => {
        const text = qrTextOf({ ...invoice, amount });
        const parsed = parseInvoiceQr(text);
        if (parsed.ok) expect(Number(parsed.invoice.amount)).toBe(Number(amount));
      }),
    );
  });
});
