import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { detailMessages } from '../detailMessages';
import { enumerationLabels, labelOf } from '../enumerationLabels';
import type { BillDetailLine } from '../types';
import { BillAttachments } from './BillAttachments';
import { DetailField, Fields } from './DetailField';
import { MoneyText } from './MoneyText';

export interface BillDetailLinesProps {
  lines: readonly BillDetailLine[];
  onDownload: (url: string) => Promise<Blob>;
}

/** Bill detail (docs/bills-and-workflow.md): each expense line with its amounts, settlement and invoices. */
export const BillDetailLines = observer(function BillDetailLines(props: BillDetailLinesProps) {
  const { lines, onDownload } = props;
  const messages = useLocalized(detailMessages);
  const enumerations = useLocalized(enumerationLabels);
  if (lines.length === 0) return <p>{messages.noDetails}</p>;
  return (
    <Lines>
      {lines.map((line) => (
        <Line key={line.id} aria-labelledby={`bill-line-${line.id}`}>
          <h3 id={`bill-line-${line.id}`}>{line.feeTypeName || messages.feeType}</h3>
          <Fields>
            <DetailField label={messages.amount}>
              <MoneyText money={line.amount} />
            </DetailField>
            {line.receivingAmount && (
              <DetailField label={messages.receivingAmount}>
                <MoneyText money={line.receivingAmount} />
              </DetailField>
            )}
            {line.companyRealPay && (
              <DetailField label={messages.companyRealPay}>
                <MoneyText money={line.companyRealPay} />
              </DetailField>
            )}
            <DetailField label={messages.settlement}>{line.settlement?.name}</DetailField>
            <DetailField label={messages.opportunity}>{line.settlement?.opportunity}</DetailField>
            <DetailField label={messages.invoices}>
              {line.invoices && messages.invoiceExist(line.invoices.length)}
            </DetailField>
          </Fields>
          {described(line).length > 0 && (
            <Invoices aria-label={messages.invoices}>
              {described(line).map((invoice) => (
                <li key={invoice.id}>
                  <Fields>
                    <DetailField label={messages.invoiceType}>
                      {labelOf(enumerations.invoiceType, invoice.invoiceType)}
                    </DetailField>
                    <DetailField label={messages.invoiceCode}>{invoice.invoiceCode}</DetailField>
                    <DetailField label={messages.invoiceNumber}>
                      {invoice.invoiceNumber}
                    </DetailField>
                    {invoice.amount && (
                      <DetailField label={messages.amount}>
                        <MoneyText money={invoice.amount} />
                      </DetailField>
                    )}
                  </Fields>
                </li>
              ))}
            </Invoices>
          )}
          {line.attachments.length > 0 && (
            <BillAttachments attachments={line.attachments} onDownload={onDownload} />
          )}
        </Line>
      ))}
    </Lines>
  );
});

/** Invoices with something to say: a photo nobody has read yet is counted, not listed empty. */
const described = (line: BillDetailLine) =>
  (line.invoices ?? []).filter(
    (invoice) =>
      invoice.invoiceType || invoice.invoiceCode || invoice.invoiceNumber || invoice.amount,
  );

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md}px;
`;

const Line = styled.article`
  padding: ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
    font-size: inherit;
  }
`;

const Invoices = styled.ul`
  margin: ${({ theme }) => theme.spacing.sm}px 0 0;
  padding-left: ${({ theme }) => theme.spacing.lg}px;
`;
