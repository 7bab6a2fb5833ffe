import { useLocalized } from '@shell/i18n';
import { CrossAppLink, Section, Stack } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
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
  onDownload: (url: string) => Promise<Blob>;
  /** Trips, data links and supplier progress; without it those lists are left out. */
  relations?: BillRelationsStore;
  /** What the page shows right under the header: the additional messages, the resources. */
  afterHeader?: ReactNode;
}

/** docs/bills-and-workflow.md bill detail: header fields, expense lines, attachments, data links, approval. */
export const BillDetailView = observer(function BillDetailView(props: BillDetailViewProps) {
  const { bill, context, onDownload, relations, afterHeader } = props;
  const messages = useLocalized(detailMessages);
  const lists = useLocalized(relationMessages);
  const progress = relations?.progress.get(bill.id);
  const labels = useLocalized(billLabels);
  return (
    <>
      <Section surface>
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
      </Section>
      {afterHeader}
      <Section surface title={messages.details}>
        <BillDetailLines lines={bill.details} onDownload={onDownload} />
      </Section>
      {progress && (
        <Section surface title={lists.progress}>
          <SupplierProgressAxes progress={progress} />
        </Section>
      )}
      {relations && (
        <Section surface title={lists.trips}>
          <BillTrips billId={bill.id} relations={relations} now={context.now} />
        </Section>
      )}
      <Section surface title={messages.attachments}>
        <BillAttachments attachments={bill.attachments} onDownload={onDownload} />
      </Section>
      <Section surface title={messages.dataLinks}>
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
      <Section surface title={messages.approval}>
        <Stack $direction="row" $gap="lg">
          <CrossAppLink href={billsPaths.approvalFlow(bill.id)}>
            {messages.approvalFlow}
          </CrossAppLink>
          <CrossAppLink href={billsPaths.print(bill.id)}>{messages.printBill}</CrossAppLink>
        </Stack>
      </Section>
    </>
  );
});

const Description = styled.p`
  margin: ${({ theme }) => theme.spacing.md}px 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
