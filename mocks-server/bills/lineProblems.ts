import { parseMinor } from '../data/billMoney';
import type { BillDetail } from '../data/billTypes';
import type { FeeType } from '../specifications/referenceTypes';
import type { Specification } from '../specifications/specificationTypes';
import { BillActionError } from './BillActionError';

/** The code of a submit refused because lines are missing or unfinished. */
export const BILL_INCOMPLETE = 'error:lab:bill-incomplete';

/** One thing a line lacks; `detailId` null when the bill has no line at all. */
export interface LineProblem {
  detailId: string | null;
  field: string;
  message: string;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

function problemsOf(line: BillDetail, position: number, feeType: FeeType | undefined) {
  const at = `第 ${position} 条费用明细（${line.feeTypeName}）`;
  const problems: LineProblem[] = [];
  const lack = (field: string, label: string) =>
    problems.push({ detailId: line.id, field, message: `${at}缺少${label}` });
  const { amount } = line.feeTypeForm;
  if (!amount || (parseMinor(amount.standard, 2) ?? 0n) <= 0n) lack('amount', '金额');
  if (line.feeTypeForm.feeDate === null) lack('feeDate', '消费日期');
  for (const field of feeType?.specification?.fields ?? []) {
    if (field.required && isEmpty(line.feeTypeForm[field.name])) lack(field.name, field.label);
  }
  return problems;
}

/**
 * What submit asks of a bill with lines: at least one, each with an amount above zero, a date
 * and what its fee type marks required. Nothing on specifications without lines.
 */
export function lineProblems(
  lines: readonly BillDetail[],
  spec: Specification | undefined,
  feeTypes: readonly FeeType[],
): LineProblem[] {
  if (!spec?.fields.some((field) => field.name === 'details')) return [];
  if (lines.length === 0) {
    return [{ detailId: null, field: 'details', message: '请添加至少一条费用明细' }];
  }
  return lines.flatMap((line, index) =>
    problemsOf(
      line,
      index + 1,
      feeTypes.find((feeType) => feeType.id === line.feeTypeId),
    ),
  );
}

/** A 400 listing every problem, the first in the message. */
export function incomplete(problems: LineProblem[]): BillActionError {
  const more = problems.length > 1 ? ` 等 ${problems.length} 处` : '';
  return new BillActionError(400, BILL_INCOMPLETE, `${problems[0].message}${more}`, { problems });
}
