import { moneyOf } from '@shell/money';
import type { FeeLine } from '../lines/FeeLine';
import { lineRecordOf } from '../invoices/invoiceRecords';
import { fakeInvoicesApi, MEAL, RED_FLUSHED, TRAIN } from '../invoices/testing/fakeInvoices';
import type { QrInvoice } from '../invoices/QrInvoice';
import { LineInvoiceChecks } from './LineInvoiceChecks';
import { notesOfLineInvoices } from './notesOfLineInvoices';

const line = (key: string, ...invoices: QrInvoice[]): FeeLine => ({
  key,
  id: null,
  feeTypeId: 'corp:feeType:meal',
  feeTypeName: '餐费',
  values: { amount: '1.00' },
  money: moneyOf('1.00'),
  invoices: invoices.map((invoice) => lineRecordOf(invoice, null)),
  photoInvoiceIds: {},
  raw: null,
});

const duplicateOf = (billId: string) => ({
  problems: [
    {
      code: 'duplicate' as const,
      level: 'block' as const,
      message: '',
      bill: { id: billId, code: 'B1', title: '' },
    },
  ],
});

describe('the checks of a bill’s invoices', () => {
  it('asks once per invoice, for this bill, and says what each line’s invoices have', async () => {
    const api = fakeInvoicesApi({ [TRAIN.invoiceNumber]: RED_FLUSHED });
    const checks = new LineInvoiceChecks(api, 'bill-1');
    const lines = [line('a', MEAL), line('b', TRAIN), line('c')];
    const asking = checks.sync(lines);
    expect(notesOfLineInvoices(lines[0], checks)).toEqual([
      { invoiceNumber: MEAL.invoiceNumber, kind: 'pending', level: 'info' },
    ]);
    await asking;
    await checks.sync(lines);
    expect(api.check).toHaveBeenCalledTimes(1);
    expect(api.check.mock.calls[0][0]).toBe('bill-1');
    expect(api.check.mock.calls[0][1].map((each) => each.invoiceNumber)).toEqual([
      MEAL.invoiceNumber,
      TRAIN.invoiceNumber,
    ]);
    expect(notesOfLineInvoices(lines[0], checks)).toEqual([]);
    expect(notesOfLineInvoices(lines[1], checks)).toEqual([
      expect.objectContaining({
        kind: 'problem',
        level: 'block',
        problem: RED_FLUSHED.problems[0],
      }),
    ]);
    expect(notesOfLineInvoices(lines[2], checks)).toEqual([]);
  });

  it('blocks the same invoice on a second line, naming the first', async () => {
    const checks = new LineInvoiceChecks(fakeInvoicesApi(), null);
    const lines = [line('a', MEAL), line('b', MEAL)];
    await checks.sync(lines);
    expect(notesOfLineInvoices(lines[1], checks)).toEqual([
      { invoiceNumber: MEAL.invoiceNumber, kind: 'twice', level: 'block', otherLineKey: 'a' },
    ]);
    await checks.sync([lines[1]]);
    expect(notesOfLineInvoices(lines[1], checks)).toEqual([]);
  });

  it('marks an unanswered check as unchecked and asks again on the next change', async () => {
    const api = fakeInvoicesApi();
    api.check.mockRejectedValueOnce(new Error('offline'));
    const checks = new LineInvoiceChecks(api, null);
    const lines = [line('a', MEAL)];
    await checks.sync(lines);
    expect(notesOfLineInvoices(lines[0], checks)).toEqual([
      { invoiceNumber: MEAL.invoiceNumber, kind: 'unchecked', level: 'warn' },
    ]);
    await checks.sync(lines);
    expect(api.check).toHaveBeenCalledTimes(2);
    expect(notesOfLineInvoices(lines[0], checks)).toEqual([]);
  });

  it('does not count the bill itself as the other bill of a duplicate', async () => {
    const api = fakeInvoicesApi({ [MEAL.invoiceNumber]: duplicateOf('bill-1') });
    const checks = new LineInvoiceChecks(api, null);
    const lines = [line('a', MEAL)];
    await checks.sync(lines);
    expect(notesOfLineInvoices(lines[0], checks)).toHaveLength(1);
    // The answer raced the first save: the "other" bill is this one.
    checks.setBill('bill-1');
    expect(notesOfLineInvoices(lines[0], checks)).toEqual([]);
  });

  it('asks about at most 50 invoices per call', async () => {
    const api = fakeInvoicesApi();
    const checks = new LineInvoiceChecks(api, null);
    const many = Array.from({ length: 120 }, (_, index) =>
      line(`l${index}`, { ...MEAL, invoiceNumber: String(10_000_000 + index) }),
    );
    await checks.sync(many);
    expect(api.check.mock.calls.map((call) => call[1].length)).toEqual([50, 50, 20]);
  });
});
