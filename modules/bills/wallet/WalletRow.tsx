import { useLocale, useLocalized } from '@shell/i18n';
import { formatMoney, moneyOf } from '@shell/money';
import {
  Button,
  ItemRow,
  ItemRowAmount,
  ItemRowHead,
  ItemRowNote,
  SpreadRow,
  StatusBadge,
} from '@shell/ui';
import styled from 'styled-components';
import { walletEntryName } from '../capture/walletEntryName';
import { enumerationLabels, labelOf } from '../enumerationLabels';
import type { LineInvoiceNote } from '../invoiceChecks/notesOfLineInvoices';
import { LineInvoiceNotes } from '../invoiceChecks/LineInvoiceNotes';
import type { WalletInvoice } from '../invoices/invoicesApi';
import { isSafeFileUrl } from '../models/parseAttachment';
import { walletMessages } from './walletMessages';

const notesOf = (entry: WalletInvoice): LineInvoiceNote[] =>
  (entry.check?.problems ?? []).map((problem) => ({
    invoiceNumber: entry.invoice.invoiceNumber,
    kind: 'problem',
    level: problem.level,
    problem,
  }));

/** One kept invoice: what it is, what its check says, its file, and removing it. */
export function WalletRow(props: { entry: WalletInvoice; onRemove(entry: WalletInvoice): void }) {
  const { entry } = props;
  const messages = useLocalized(walletMessages);
  const labels = useLocalized(enumerationLabels);
  const locale = useLocale();
  const { invoice, file } = entry;
  const name = walletEntryName(entry, locale);
  const notes = notesOf(entry);
  const url = file?.fileId?.url ?? '';
  return (
    <ItemRow aria-label={name}>
      <ItemRowHead>
        <strong>{labelOf(labels.invoiceType, invoice.invoiceType)}</strong>
        <ItemRowAmount>{formatMoney(moneyOf(invoice.amount), locale)}</ItemRowAmount>
      </ItemRowHead>
      <ItemRowNote>
        {[invoice.invoiceNumber, invoice.issueDate, entry.check?.record?.sellerName]
          .filter(Boolean)
          .join(' · ')}
      </ItemRowNote>
      {entry.check && notes.length === 0 && (
        <span>
          <StatusBadge tone="success">{messages.valid}</StatusBadge>
        </span>
      )}
      <LineInvoiceNotes notes={notes} lineNumberOf={() => 0} />
      <Actions>
        {file && url && isSafeFileUrl(url) && (
          <a href={url} target="_blank" rel="noreferrer">
            {messages.openFile(file.fileName)}
          </a>
        )}
        <Button
          size="sm"
          variant="danger"
          aria-label={messages.remove(name)}
          onClick={() => props.onRemove(entry)}
        >
          {messages.removeWord}
        </Button>
      </Actions>
    </ItemRow>
  );
}

const Actions = styled(SpreadRow)`
  a {
    color: ${({ theme }) => theme.colors.brandOnSurface};
    overflow-wrap: anywhere;
  }
`;
