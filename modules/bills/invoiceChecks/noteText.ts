import type { InvoiceCheckMessages } from './invoiceCheckMessages';
import type { LineInvoiceNote } from './notesOfLineInvoices';

function what(
  note: LineInvoiceNote,
  messages: InvoiceCheckMessages,
  lineNumberOf: (lineKey: string) => number,
): string {
  switch (note.kind) {
    case 'twice':
      return messages.twice(lineNumberOf(note.otherLineKey));
    case 'pending':
      return messages.pending;
    case 'unchecked':
      return messages.unchecked;
    case 'problem': {
      const { problem } = note;
      if (problem.code === 'duplicate') {
        return messages.duplicate(problem.bill?.code ?? '', problem.bill?.title ?? '');
      }
      if (problem.code === 'date-window') return messages.dateWindow(problem.windowDays);
      if (problem.code === 'other') return problem.message || messages.problems.other;
      return messages.problems[problem.code];
    }
  }
}

/** A note in words, naming its invoice; `lineNumberOf` numbers the other line (1-based). */
export function noteText(
  note: LineInvoiceNote,
  messages: InvoiceCheckMessages,
  lineNumberOf: (lineKey: string) => number,
): string {
  return messages.about(note.invoiceNumber, what(note, messages, lineNumberOf));
}
