import type { BillDetail } from '../data/billTypes';
import { seedFeeTypes } from '../specifications/seedFeeTypes';
import { parseDetailLines } from './parseDetailLines';
import { refusalOf } from './testing/refusalOf';

const feeTypes = seedFeeTypes('corp');
const context = (existing: BillDetail[] = []) => ({ billId: 'bill-1', feeTypes, existing });
const cny = (standard: string) => ({ standard });
const meal = (extra: Record<string, unknown> = {}) => ({
  feeTypeId: 'corp:feeType:meal',
  feeTypeForm: { amount: cny('180.00'), feeDate: 1_700_000_000_000, attendees: ['a'], ...extra },
});

describe('parseDetailLines', () => {
  it('reads each line against its fee type, naming the fee type and dropping stray values', () => {
    const [line] = parseDetailLines([meal({ guests: 2, stray: 'x' })], context());
    expect(line).toMatchObject({
      id: 'bill-1-L1',
      feeTypeId: 'corp:feeType:meal',
      feeTypeName: '餐费',
      feeTypeForm: { amount: { standard: '180.00' }, attendees: ['a'], guests: 2 },
    });
    expect(line.feeTypeForm).not.toHaveProperty('stray');
    expect(line.feeTypeForm.invoiceForm).toEqual({ type: 'noExist', invoices: [] });
  });

  it('keeps the ids of the bill’s own lines and numbers new ones after the highest', () => {
    const [first] = parseDetailLines([meal()], context());
    const lines = parseDetailLines(
      [meal(), { ...meal(), id: first.id }, { ...meal(), id: 'made-up' }],
      context([{ ...first, id: 'bill-1-L7' }, first]),
    );
    expect(lines.map((line) => line.id)).toEqual(['bill-1-L8', 'bill-1-L1', 'bill-1-L9']);
  });

  it('keeps a photo invoice with its file and an amount-less draft line', () => {
    const file = { fileId: { id: 'f1', url: '/u/f1' }, fileName: 'invoice.jpg' };
    const [line] = parseDetailLines(
      [
        {
          feeTypeId: 'corp:feeType:office',
          feeTypeForm: { amount: null, invoiceForm: { type: 'exist', invoices: [{ file }] } },
        },
      ],
      context(),
    );
    expect(line.feeTypeForm.amount).toBeNull();
    expect(line.feeTypeForm.invoiceForm.invoices).toEqual([
      expect.objectContaining({
        id: 'bill-1-L1-I1',
        invoiceType: '',
        file: expect.objectContaining({ fileName: 'invoice.jpg' }),
      }),
    ]);
  });

  it('converts a foreign amount where the fee type allows it, and checks the standard sent', () => {
    const usd = { foreign: '100.00', foreignStrCode: 'USD', rate: '7.1234', standard: '712.34' };
    const travel = (amount: object) => [
      { feeTypeId: 'corp:feeType:travel', feeTypeForm: { amount } },
    ];
    expect(parseDetailLines(travel(usd), context())[0].feeTypeForm.amount).toMatchObject({
      standard: '712.34',
      foreign: '100.00',
      rate: '7.1234',
    });
    expect(
      refusalOf(() => parseDetailLines(travel({ ...usd, standard: '712.35' }), context())),
    ).toBe('400 details[0].amount: 100.00 USD × 7.1234 is 712.34, not 712.35');
    const office = [{ feeTypeId: 'corp:feeType:office', feeTypeForm: { amount: usd } }];
    expect(refusalOf(() => parseDetailLines(office, context()))).toMatch(/CNY only/);
  });

  it.each([
    ['a group', { feeTypeId: 'corp:feeType:trip', feeTypeForm: {} }, /feeTypeId/],
    ['an inactive fee type', { feeTypeId: 'corp:feeType:subsidy', feeTypeForm: {} }, /feeTypeId/],
    [
      'another tenant’s fee type',
      { feeTypeId: 'other:feeType:meal', feeTypeForm: {} },
      /feeTypeId/,
    ],
    ['a line without its form', { feeTypeId: 'corp:feeType:meal' }, /details\[0\] must be/],
    ['a negative amount', meal({ amount: cny('-1') }), /amount/],
    ['an attendee that is no id', meal({ attendees: [3] }), /attendees/],
    [
      'an invoice list that is no list',
      meal({ invoiceForm: { type: 'exist', invoices: 1 } }),
      /invoices/,
    ],
  ])('refuses %s with a 400 naming the line', (_, line, message) => {
    expect(refusalOf(() => parseDetailLines([line], context()))).toMatch(message);
  });

  it('refuses more lines than a bill may hold', () => {
    expect(refusalOf(() => parseDetailLines(Array(301).fill(meal()), context()))).toMatch(/300/);
  });
});
