import { useLocale, useLocalized } from '@shell/i18n';
import { formatMoney, moneyOf } from '@shell/money';
import { Checkbox, ItemRow, ItemRowHead, Select, StatusBadge, type SelectOption } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { enumerationLabels, labelOf } from '../enumerationLabels';
import type { LineInvoiceNote } from '../invoiceChecks/notesOfLineInvoices';
import { LineInvoiceNotes } from '../invoiceChecks/LineInvoiceNotes';
import { invoiceMessages } from '../invoices/invoiceMessages';
import { lineAmountOf, type CaptureItem } from './CaptureItem';
import { captureFailureText } from './captureFailureText';
import { captureMessages } from './captureMessages';
import type { CaptureStore } from './CaptureStore';

export interface CaptureItemRowProps {
  item: CaptureItem;
  store: CaptureStore;
  feeTypes: readonly SelectOption[];
  /** Lines are made from it (the bill), or it is kept as it is (the wallet). */
  asLine: boolean;
}

function notesOf(item: CaptureItem): LineInvoiceNote[] {
  const invoiceNumber = item.invoice?.invoiceNumber ?? '';
  if (item.check === null) return [{ invoiceNumber, kind: 'unchecked', level: 'warn' }];
  return (item.check?.problems ?? []).map((problem) => ({
    invoiceNumber,
    kind: 'problem',
    level: problem.level,
    problem,
  }));
}

/** One file's result: what was read and what the checks say, or why nothing was read. */
export const CaptureItemRow = observer(function CaptureItemRow(props: CaptureItemRowProps) {
  const { item, store } = props;
  const messages = useLocalized(captureMessages);
  const decoding = useLocalized(invoiceMessages);
  const labels = useLocalized(enumerationLabels);
  const locale = useLocale();
  const { invoice } = item;
  const amount = lineAmountOf(item);
  const tone = { reading: 'info', checking: 'info', ready: 'success', failed: 'danger' } as const;
  return (
    <ItemRow aria-label={item.name} data-state={item.state}>
      <Head>
        <Name>{item.name}</Name>
        <StatusBadge tone={tone[item.state]}>{messages[item.state]}</StatusBadge>
      </Head>
      {item.failure && <Failure>{captureFailureText(item.failure, messages, decoding)}</Failure>}
      {invoice && (
        <Read data-testid="captured-invoice">
          {[
            labelOf(labels.invoiceType, invoice.invoiceType),
            invoice.invoiceNumber,
            amount ? formatMoney(moneyOf(amount), locale) : '',
            invoice.issueDate,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Read>
      )}
      {item.state === 'ready' && (
        <>
          <LineInvoiceNotes notes={notesOf(item)} lineNumberOf={() => 0} />
          {item.origin.kind === 'file' && item.file === null && (
            <Warning>{messages.notStored}</Warning>
          )}
          {props.asLine && (
            <Choice>
              <Select
                label={messages.feeType}
                value={item.feeTypeId}
                placeholder={messages.chooseFeeType}
                options={props.feeTypes}
                onChange={(event) => store.setFeeType(item.id, event.target.value)}
              />
            </Choice>
          )}
          <Checkbox
            label={props.asLine ? messages.addToBill(item.name) : messages.keepItem(item.name)}
            checked={item.chosen}
            onChange={() => store.toggle(item.id)}
          />
        </>
      )}
    </ItemRow>
  );
});

/** Centred: the state badge is shorter than a name that wraps. */
const Head = styled(ItemRowHead)`
  align-items: center;
`;

const Name = styled.strong`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Read = styled.span`
  overflow-wrap: anywhere;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
`;

const Choice = styled.div`
  max-width: 360px;
`;
