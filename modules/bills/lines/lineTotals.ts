import {
  compareDecimals,
  isDecimalString,
  moneyOf,
  roundToScale,
  type Money,
  sumDecimals,
  type DecimalString,
} from '@shell/money';
import { normalizeAmount } from '../forms/fieldFormats';
import { fieldsOf } from '../models/readFields';
import type { FeeLine } from './FeeLine';

/** A line's amount in the standard currency, or null while it has none (decimal text only). */
export function lineAmount(line: FeeLine): DecimalString | null {
  if (line.raw) {
    const standard = fieldsOf(fieldsOf(line.raw.feeTypeForm).amount).standard;
    return isDecimalString(standard) ? standard : null;
  }
  const typed = line.values.amount;
  return typeof typed === 'string' ? normalizeAmount(typed) : null;
}

/**
 * A line's money as shown: with its foreign side while that side is still the line's amount
 * ("USD 100.00 × 7.2540 = ¥725.40"), else the standard amount alone.
 */
export function lineMoney(line: FeeLine): Money | null {
  const amount = lineAmount(line);
  if (amount === null) return null;
  const { money } = line;
  const foreign = money?.foreign !== undefined && compareDecimals(money.standard, amount) === 0;
  return foreign && money ? money : moneyOf(amount);
}

/**
 * The bill's total from its lines (docs/bills-and-workflow.md expenseMoney): their amounts added exactly with
 * decimal.js, never a float, to the standard scale. A line without an amount adds nothing.
 */
export function linesTotal(lines: readonly FeeLine[], scale = 2): DecimalString {
  const amounts = lines.flatMap((line) => lineAmount(line) ?? []);
  return roundToScale(sumDecimals(amounts), scale);
}

/** Whether the server's total is another amount than the lines make (shown, never overwritten). */
export function totalDisagrees(
  serverTotal: DecimalString | null,
  linesSum: DecimalString,
): boolean {
  return serverTotal !== null && compareDecimals(serverTotal, linesSum) !== 0;
}
