import { compareDecimals, isDecimalString } from '@shell/money';
import type { FeeLine } from './FeeLine';
import { offerOfMoney } from './foreignAmount';
import type { ForeignDraft } from './ForeignAmountFields';

/**
 * The foreign draft a line opens with: its money's foreign side and own rate, while that money
 * still is the line's amount (a standard amount typed since leaves it in CNY).
 */
export function initialForeign(
  line: Pick<FeeLine, 'values' | 'money'> | null,
): ForeignDraft | null {
  const money = line?.money;
  const offer = money ? offerOfMoney(money) : null;
  const typed = line?.values.amount;
  if (!money || !offer || money.foreign === undefined || money.rate === undefined) return null;
  if (!isDecimalString(typed) || compareDecimals(typed, money.standard) !== 0) return null;
  return { offer, text: money.foreign, rate: money.rate };
}
