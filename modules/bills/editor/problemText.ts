import type { Locale } from '@shell/i18n';
import { formatMoney, moneyOf } from '@shell/money';
import type { EditMessages } from '../editMessages';
import type { DraftFailure } from '../models/draftFailureOf';

/** What the page says about a refused save or submit, with the amounts the server compared. */
export function problemText(failure: DraftFailure, messages: EditMessages, locale: Locale): string {
  const general = messages[failure.kind];
  if (!failure.amounts) return general;
  const sent = formatMoney(moneyOf(failure.amounts.sent), locale);
  const lines = formatMoney(moneyOf(failure.amounts.lines), locale);
  return `${general}（${sent} ≠ ${lines}）`;
}
