import { useLocalized } from '@shell/i18n';
import { CrossAppLink } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { billLabels } from '../billLabels';
import type { BillRelationsStore } from '../BillRelationsStore';
import { detailMessages } from '../detailMessages';
import { billsPaths } from '../paths';
import type { BillDetail } from '../types';
import { relationMessages } from '../relationMessages';
import { BillAttachments } from './BillAttachments';
import { BillDataLinks } from './BillDataLinks';
import { BillDetailLines } from './BillDetailLines';
import { BillStateTag } from './BillStateTag';
import { BillTrips } from './BillTrips';
import { DetailField, Fields } from './DetailField';
import { MoneyText } from './MoneyText';
import { NextStepLine, type RowContext } from './NextStepLine';
import { SupplierProgressAxes } from './SupplierProgressAxes';

export interface BillDetailViewProps {
  bill: BillDetail;
  context: RowContext;
  onDownload: (url: string) => Promise<Blob | null>;
  /** Trips, data links and supplier progress; without it those lists are left out. */
  relations?: BillRelationsStore;
}

/** Spec §3 bill detail: header fields, expense lines, attachments, data links, approval. */
export const BillDetailView = observer(function BillDetailView(props: BillDetailViewProps) {
  const { bill, context, onDownload, relations } = props;
  const messages = useLocalized(detailMessages);
  const lists = useLocalized(relationMessages);
  const progress = relations?.progress.get(bill.id);
  const labels = useLocalized(billLabels);
  const section = (id: string) => ({ id, 'aria-labelledby': `${id}-title` });
  return (
    <>
      <Fields>
        <DetailField label={messages.code}>{bill.code}</DetailField>
        <DetailField label={messages.state}>
          <BillStateTag state={bill.state} />
        </DetailField>
        <DetailField label={messages.formType}>
          {bill.formType && labels.formType[bill.formType]}
        </DetailField>
        <DetailField label={messages.submitter}>{bill.submitter?.name}</DetailField>
        <DetailField label={messages.expenseMoney}>
          <MoneyText money={bill.expenseMoney} />
        </DetailField>
        <DetailField label={messages.payMoney}>
          <MoneyText money={bill.payMoney} />
        </DetailField>
        <DetailField label={messages.nextStep}>
          <NextStepLine bill={bill} context={context} />
        </DetailField>
      </Fields>
      {bill.description && <Description>{bill.description}</Description>}
      <Section {...section('bill-details')}>
        <h2 id="bill-details-title">{messages.details}</h2>
        <BillDetailLines lines={bill.details} onDownload={onDownload} />
      </Section>
      {progress && (
        <Section {...section('bill-progress')}>
          <h2 id="bill-progress-title">{lists.progress}</h2>
          <SupplierProgressAxes progress={progress} />
        </Section>
      )}
      {relations && (
        <Section {...section('bill-trips')}>
          <h2 id="bill-trips-title">{lists.trips}</h2>
          <BillTrips billId={bill.id} relations={relations} now={context.now} />
        </Section>
      )}
      <Section {...section('bill-attachments')}>
        <h2 id="bill-attachments-title">{messages.attachments}</h2>
        <BillAttachments attachments={bill.attachments} onDownload={onDownload} />
      </Section>
      <Section {...section('bill-data-links')}>
        <h2 id="bill-data-links-title">{messages.dataLinks}</h2>
        <p>{messages.dataLinkCount(bill.dataLinkCount)}</p>
        {relations && <BillDataLinks billId={bill.id} relations={relations} />}
        {bill.expenseLinks.length > 0 && (
          <ul aria-label={messages.expenseLinks}>
            {bill.expenseLinks.map((id) => (
              <li key={id}>
                <Link to={billsPaths.detail(id)}>{id}</Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section {...section('bill-approval')} data-slot="approval-summary">
        <h2 id="bill-approval-title">{messages.approval}</h2>
        <AppLinks>
          <CrossAppLink href={billsPaths.approvalFlow(bill.id)}>
            {messages.approvalFlow}
          </CrossAppLink>
          <CrossAppLink href={billsPaths.print(bill.id)}>{messages.printBill}</CrossAppLink>
        </AppLinks>
      </Section>
    </>
  );
});

const Description = styled.p`
  white-space: pre-wrap;
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xl}px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
    font-size: ${({ theme }) => theme.font.size + 2}px;
  }
`;

const AppLinks = styled.p`
  display: flex;
  gap: 16px;
`;
