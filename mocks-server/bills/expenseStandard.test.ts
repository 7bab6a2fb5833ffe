import { standardMoney } from '../data/billMoney';
import { seedData } from '../data/seedData';
import { policyCheckOf } from './expenseStandard';
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
    const { bills } = seedData(1, new Date('2026-11-21T01:00:00Z'));
    const submittable = bills.filter((bill) => bill.state === 'draft' || bill.state === 'rejected');
    expect(submittable.length).toBeGreaterThan(0);
    expect(submittable.filter((bill) => policyCheckOf(bill) !== null)).toEqual([]);
  });
});
