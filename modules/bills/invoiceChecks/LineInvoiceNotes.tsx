import { useLocalized } from '@shell/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { FeeLine } from '../lines/FeeLine';
import type { FeeLinesStore } from '../lines/FeeLinesStore';
import { enumerationLabels, labelOf } from '../enumerationLabels';
import type { QrInvoice } from '../invoices/QrInvoice';
import { billsPaths } from '../paths';
import { invoiceCheckMessages } from './invoiceCheckMessages';
import { useLineChecks } from './LineInvoiceChecksContext';
import { invoiceTagsOf } from './invoicesOfLine';
import { isBlocking, notesOfLineInvoices, type LineInvoiceNote } from './notesOfLineInvoices';
import { noteText } from './noteText';

export interface LineInvoiceNotesProps {
  notes: readonly LineInvoiceNote[];
  lineNumberOf: (lineKey: string) => number;
  /** The line's invoices by type and number, with their files' names. */
  tags?: readonly { invoice: QrInvoice; fileName: string }[];
}

/** A line's notes in the editor (none elsewhere), and whether any of them stops submit. */
export function useLineInvoiceNotes(line: FeeLine, store: FeeLinesStore) {
  const checks = useLineChecks();
  const notes = checks ? notesOfLineInvoices(line, checks) : [];
  return {
    notes,
    tags: checks ? invoiceTagsOf(line) : [],
    blocks: notes.some(isBlocking),
    // Read only for a note naming another line: a row does not follow the whole list.
    lineNumberOf: (key: string) => store.lines.findIndex((each) => each.key === key) + 1,
  };
}

/**
 * What the checks found about a line's invoices, on the line itself: what stops submit in the
 * danger colour, what only warns in the warning colour, a duplicate with a link to its bill.
 */
export function LineInvoiceNotes({ notes, lineNumberOf, tags = [] }: LineInvoiceNotesProps) {
  const messages = useLocalized(invoiceCheckMessages);
  const labels = useLocalized(enumerationLabels);
  if (notes.length === 0 && tags.length === 0) return null;
  return (
    <Notes data-testid="invoice-notes">
      {tags.map(({ invoice, fileName }) => (
        <Note key={invoice.invoiceNumber} $level="info" data-testid="line-invoice">
          {[labelOf(labels.invoiceType, invoice.invoiceType), invoice.invoiceNumber, fileName]
            .filter(Boolean)
            .join(' · ')}
        </Note>
      ))}
      {notes.map((note, index) => {
        const bill = note.kind === 'problem' ? note.problem.bill : undefined;
        return (
          <Note key={`${note.invoiceNumber}-${index}`} $level={note.level}>
            {noteText(note, messages, lineNumberOf)}
            {bill && (
              <>
                {' '}
                <Link to={billsPaths.detail(bill.id)}>{messages.openBill(bill.code)}</Link>
              </>
            )}
          </Note>
        );
      })}
    </Notes>
  );
}

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs}px;
  width: 100%;
`;

const Note = styled.p<{ $level: LineInvoiceNote['level'] }>`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme, $level }) =>
    $level === 'block'
      ? theme.colors.danger
      : $level === 'warn'
        ? theme.colors.warning
        : theme.colors.textSecondary};

  a {
    color: ${({ theme }) => theme.colors.brandOnSurface};
  }
`;
