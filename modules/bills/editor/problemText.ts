import type { Locale } from '@shell/i18n';
import { formatMoney, moneyOf } from '@shell/money';
import { errorNoticeText } from '@shell/ui';
import type { EditMessages } from '../editMessages';
import type { DraftFailure } from '../models/draftFailureOf';

/**
 * What the page says about a refused save or submit: the module's own words only where they
 * lead to a next step on this page (lines to finish, amounts to compare, sign in again, nothing
 * typed is lost); otherwise the shell's reading of the server's answer, null for a silent one.
 */
export function problemText(
  failure: DraftFailure,
  messages: EditMessages,
  locale: Locale,
): string | null {
  const { kind } = failure;
  if (kind !== 'totalMismatch' && kind !== 'incomplete' && kind !== 'signedOut') {
    return errorNoticeText(failure.error, locale);
  }
  const general = messages[kind];
  if (!failure.amounts) return general;
  const sent = formatMoney(moneyOf(failure.amounts.sent), locale);
  const lines = formatMoney(moneyOf(failure.amounts.lines), locale);
  return `${general}（${sent} ≠ ${lines}）`;
}
