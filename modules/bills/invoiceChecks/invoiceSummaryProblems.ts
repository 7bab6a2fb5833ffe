import type { Locale } from '@shell/i18n';
import type { ExtraProblem } from '../forms/BillFieldsForm';
import { lineTargetId } from '../lines/FeeLineRow';
import type { FeeLinesStore } from '../lines/FeeLinesStore';
import { invoiceCheckMessages } from './invoiceCheckMessages';
import type { LineInvoiceChecks } from './LineInvoiceChecks';
import { isBlocking, notesOfLineInvoices } from './notesOfLineInvoices';
import { noteText } from './noteText';

/**
 * What stops submit among the lines' invoices, for the error summary: each blocking note on its
 * line (the server refuses them too; saying so first spares the person a round trip).
 */
export function invoiceBlockers(
  store: FeeLinesStore,
  checks: LineInvoiceChecks | null,
  locale: Locale,
): ExtraProblem[] {
  if (!checks) return [];
  const messages = invoiceCheckMessages[locale];
  const numberOf = (key: string) => store.lines.findIndex((line) => line.key === key) + 1;
  return store.lines.flatMap((line, index) =>
    notesOfLineInvoices(line, checks)
      .filter(isBlocking)
      .map((note) => ({
        targetId: lineTargetId(line.key),
        message: messages.lineBlocked(
          index + 1,
          line.feeTypeName,
          noteText(note, messages, numberOf),
        ),
      })),
  );
}
