import { standardMoney } from '../data/billMoney';
import { seedData } from '../data/seedData';
import { policyCheckOf } from './expenseStandard';
import { submitProblems } from './submitProblems';
import { seedFeeTypes } from '../specifications/seedFeeTypes';
import { draftBill } from './testing/billFixture';

function expenseOf(specificationId: string, fen: bigint) {
  const bill = draftBill();
  bill.form.specificationId = specificationId;
  bill.form.expenseMoney = standardMoney(fen);
  return bill;
}

describe('policyCheckOf', () => {
  it('lets a daily expense up to 50000.00 through', () => {
    expect(policyCheckOf(expenseOf('corp:spec:expense:1', 5_000_000n))).toBeNull();
  });

  it('refuses one fen more with a policyCheck entry that disallows submitting', () => {
    expect(policyCheckOf(expenseOf('corp:spec:expense:1', 5_000_001n))).toEqual([
      {
        type: 'policyCheck',
        allowSubmit: false,
        field: 'expenseMoney',
        amount: '50000.01',
        standard: '50000.00',
        message: '报销金额 50000.01 元超出费用标准 50000.00 元',
      },
    ]);
  });

  it('reads the standard of the bill’s own specification', () => {
    expect(policyCheckOf(expenseOf('corp:spec:travelExpense:1', 9_000_000n))).toBeNull();
    expect(policyCheckOf(expenseOf('corp:spec:travelExpense:1', 10_000_001n))).not.toBeNull();
  });

  it('has no standard for specifications outside the list', () => {
    expect(policyCheckOf(expenseOf('corp:spec:loan:1', 10n ** 12n))).toBeNull();
    expect(policyCheckOf(expenseOf('corp:spec:toString:1', 10n ** 12n))).toBeNull();
  });

  it('never stops a seeded bill that can be submitted, so the seed’s flows still run', () => {
    const state = seedData(1, new Date('2026-11-21T01:00:00Z'));
    const submittable = state.bills.filter(
      (bill) => bill.state === 'draft' || bill.state === 'rejected',
    );
    expect(submittable.length).toBeGreaterThan(0);
    expect(submittable.filter((bill) => submitProblems(bill, state) !== null)).toEqual([]);
  });

  it('holds a meal line to its per-person limit, naming the line', () => {
    const bill = expenseOf('corp:spec:expense:1', 48_000n);
    const feeTypes = seedFeeTypes('corp');
    const line = (guests: number) => ({
      id: 'L1',
      feeTypeId: 'corp:feeType:meal',
      feeTypeName: '餐费',
      feeTypeForm: {
        amount: standardMoney(48_000n),
        feeDate: 1,
        consumptionReasons: '',
        invoiceForm: { type: 'noExist' as const, invoices: [] },
        attachments: [],
        attendees: ['a'],
        guests,
      },
    });
    bill.form.details = [line(1)];
    expect(policyCheckOf(bill, feeTypes)).toEqual([
      expect.objectContaining({
        allowSubmit: false,
        detailId: 'L1',
        amount: '240.00',
        standard: '200.00',
        message: '第 1 条费用明细（餐费）人均 240.00 元超出标准 200.00 元',
      }),
    ]);
    bill.form.details = [line(2)];
    expect(policyCheckOf(bill, feeTypes)).toBeNull();
  });
});
