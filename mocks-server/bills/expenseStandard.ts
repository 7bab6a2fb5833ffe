import { formatMinor, parseMinor, standardMinorOf } from '../data/billMoney';
import type { Bill, BillDetail } from '../data/billTypes';
import type { FeeType } from '../specifications/referenceTypes';

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

/** One result of the policy check, in the shape docs/bills-and-workflow.md describes (`type`, `allowSubmit`). */
export interface PolicyCheckEntry {
  type: 'policyCheck';
  allowSubmit: boolean;
  message: string;
  field: string;
  /** The amount claimed and the standard, as decimal text. */
  amount: string;
  standard: string;
  /** The line at fault, when the standard is a line's (a meal's per-person limit). */
  detailId?: string;
}

const SPEC_KEY = /:spec:([^:]+):\d+$/;

/**
 * A meal line over its fee type's per-person limit: the amount shared by the attendees and the
 * outside guests, rounded down to fen (in the person's favour).
 */
function perPersonEntry(
  line: BillDetail,
  position: number,
  feeType: FeeType | undefined,
): PolicyCheckEntry[] {
  const limit = feeType?.specification?.perPersonLimit;
  const { amount, attendees, guests } = line.feeTypeForm;
  const people = (Array.isArray(attendees) ? attendees.length : 0) + (Number(guests) || 0);
  if (!limit || !amount || people === 0) return [];
  const each = standardMinorOf(amount) / BigInt(people);
  const most = parseMinor(limit, 2) ?? 0n;
  if (each <= most) return [];
  const [perPerson, standard] = [formatMinor(each, 2), formatMinor(most, 2)];
  return [
    {
      type: 'policyCheck',
      allowSubmit: false,
      message: `第 ${position} 条费用明细（${line.feeTypeName}）人均 ${perPerson} 元超出标准 ${standard} 元`,
      field: 'amount',
      amount: perPerson,
      standard,
      detailId: line.id,
    },
  ];
}

/**
 * The policy check a submit runs: null when the bill meets its standards, else the entries the
 * 400 answer carries (led by a policyCheck entry with allowSubmit false, so the app shows the
 * standard-violation message, docs/bills-and-workflow.md): the bill's total against its specification's
 * limit, then each line against its fee type's per-person limit.
 */
export function policyCheckOf(
  bill: Bill,
  feeTypes: readonly FeeType[] = [],
): PolicyCheckEntry[] | null {
  const entries = [
    ...totalEntry(bill),
    ...bill.form.details.flatMap((line, index) =>
      perPersonEntry(
        line,
        index + 1,
        feeTypes.find((feeType) => feeType.id === line.feeTypeId),
      ),
    ),
  ];
  return entries.length > 0 ? entries : null;
}

function totalEntry(bill: Bill): PolicyCheckEntry[] {
  const key = SPEC_KEY.exec(bill.form.specificationId)?.[1];
  const limit =
    key !== undefined && Object.hasOwn(EXPENSE_STANDARDS, key) ? EXPENSE_STANDARDS[key] : undefined;
  if (limit === undefined) return [];
  const claimed = standardMinorOf(bill.form.expenseMoney);
  if (claimed <= limit) return [];
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
