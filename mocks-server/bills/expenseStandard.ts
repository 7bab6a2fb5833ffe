import { formatMinor, standardMinorOf } from '../data/billMoney';
import type { Bill } from '../data/billTypes';

/**
 * The lab's expense standard _(lab choice: the spec names the check, not its rules)_: the most an
 * expense bill may claim, in fen, by specification key (`<corp>:spec:<key>:<version>`).
 * Specifications not listed have no standard.
 */
export const EXPENSE_STANDARDS: Readonly<Record<string, bigint>> = {
  expense: 5_000_000n,
  travelExpense: 10_000_000n,
  reimbursement: 5_000_000n,
  amortizeExpense: 20_000_000n,
};

/** One result of the policy check, in the shape spec §8 describes (`type`, `allowSubmit`). */
export interface PolicyCheckEntry {
  type: 'policyCheck';
  allowSubmit: boolean;
  message: string;
  field: string;
  /** The amount claimed and the standard, as decimal text. */
  amount: string;
  standard: string;
}

const SPEC_KEY = /:spec:([^:]+):\d+$/;

/**
 * The policy check a submit runs: null when the bill meets its standard, else the entries the
 * 400 answer carries (led by a policyCheck entry with allowSubmit false, so the app shows the
 * standard-violation message, spec §5 and §8).
 */
export function policyCheckOf(bill: Bill): PolicyCheckEntry[] | null {
  const key = SPEC_KEY.exec(bill.form.specificationId)?.[1];
  const limit =
    key !== undefined && Object.hasOwn(EXPENSE_STANDARDS, key) ? EXPENSE_STANDARDS[key] : undefined;
  if (limit === undefined) return null;
  const claimed = standardMinorOf(bill.form.expenseMoney);
  if (claimed <= limit) return null;
  const amount = formatMinor(claimed, 2);
  const standard = formatMinor(limit, 2);
  return [
    {
      type: 'policyCheck',
      allowSubmit: false,
      message: `报销金额 ${amount} 元超出费用标准 ${standard} 元`,
      field: 'expenseMoney',
      amount,
      standard,
    },
  ];
}
