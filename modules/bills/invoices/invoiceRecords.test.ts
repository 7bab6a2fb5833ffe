import fc from 'fast-check';
import { invoiceOfRecord, lineRecordOf } from './invoiceRecords';
import { MEAL, TRAIN } from './testing/fakeInvoices';
import { qrInvoiceArbitrary } from './testing/invoiceQrArbitrary';

const file = { fileName: 'meal.png', fileId: { id: 'f1', url: '/files/f1' } };

describe('an invoice on a line', () => {
  it('is written with its file and read back as the same invoice', () => {
    const record = lineRecordOf(MEAL, file);
    expect(record).toMatchObject({
      invoiceType: 'VAT_ELECTRONIC_NORMAL',
      invoiceNumber: '05397915',
      issueDate: Date.UTC(2026, 10, 5),
      amount: { standard: '1723.72', standardStrCode: 'CNY' },
      checkCode: MEAL.checkCode,
      file: { fileName: 'meal.png', fileId: file.fileId },
    });
    expect(invoiceOfRecord(record)).toEqual(MEAL);
  });

  it('keeps a fully digital invoice without a code or a check code', () => {
    const record = lineRecordOf(TRAIN, null);
    expect(record).not.toHaveProperty('checkCode');
    expect(record).not.toHaveProperty('file');
    expect(invoiceOfRecord(record)).toEqual(TRAIN);
  });

  it('reads back every valid invoice it writes', () => {
    fc.assert(
      fc.property(qrInvoiceArbitrary, (invoice) => {
        expect(invoiceOfRecord(lineRecordOf(invoice, null))).toEqual(invoice);
      }),
    );
  });

  it('reads the wallet’s day and decimal amount as well as a line’s time and money', () => {
    const wallet = { ...MEAL, issueDate: '2026-11-05', amount: '1723.72' };
    expect(invoiceOfRecord(wallet)).toEqual(MEAL);
  });

  it.each([
    ['a bare photo', { file }],
    ['an unknown type', { ...lineRecordOf(MEAL, null), invoiceType: 'SHOP_RECEIPT' }],
    ['a damaged number', { ...lineRecordOf(MEAL, null), invoiceNumber: '0539 7915' }],
    ['a negative amount', { ...lineRecordOf(MEAL, null), amount: '-5.00' }],
    ['no date', { ...lineRecordOf(MEAL, null), issueDate: 0 }],
    ['a number where text belongs', { ...lineRecordOf(MEAL, null), invoiceCode: 44031900111 }],
    ['not an object', 'MEAL'],
  ])('is not read from %s', (_what, raw) => {
    expect(invoiceOfRecord(raw)).toBeNull();
  });
});
