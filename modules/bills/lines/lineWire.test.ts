import { lineRecordSchema } from '@contracts/bills/lineRecord';
import { parse } from '@contracts/core/parse';
import { baseFields, feeTypes, wireLine } from './testing/lineFixtures';
import { lineFromWire, lineToWire } from './lineWire';

const file = {
  fileId: { id: 'f1', key: 'k1', url: '/files/f1', thumbUrl: '' },
  fileName: 'meal.png',
};
const entered = {
  id: 'b-L1-I1',
  invoiceType: 'VAT_ELECTRONIC_NORMAL',
  invoiceCode: '044031900111',
  invoiceNumber: '05397915',
  issueDate: Date.UTC(2026, 10, 5),
  amount: { standard: '1723.72', standardScale: 2, standardStrCode: 'CNY' },
  checkCode: '12345678901234567890',
  file,
};

describe('a line’s invoices through the editor', () => {
  it('sends an entered invoice with its file back whole (regression: it became a bare photo)', () => {
    const raw = wireLine('b-L1', 'office', '10.00', {
      item: '纸',
      quantity: 1,
      invoiceForm: { type: 'exist', invoices: [entered, { id: 'b-L1-I2', file }] },
    });
    const line = lineFromWire(parse(lineRecordSchema, raw), feeTypes, baseFields);
    expect(line?.invoices).toEqual([entered]);
    expect(line?.values.invoicePhotos).toEqual([
      expect.objectContaining({
        fileName: 'meal.png',
        fileId: expect.objectContaining({ id: 'f1' }),
      }),
    ]);
    const form = line ? lineToWire(line, feeTypes, baseFields).feeTypeForm : null;
    expect(form).toMatchObject({
      invoiceForm: {
        type: 'exist',
        invoices: [entered, { id: 'b-L1-I2', file: { fileName: 'meal.png' } }],
      },
    });
  });
});
