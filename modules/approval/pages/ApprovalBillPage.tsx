import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { Button, Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { approvalStoreRef } from '../ApprovalStore';
import { ActionBar } from '../components/ActionBar';
import { BillHeader } from '../components/BillHeader';
import { FlowView } from '../components/FlowView';
import { PaymentSection } from '../payment/PaymentSection';
import { Timeline } from '../components/Timeline';
import { approvalMessages } from '../messages';
import { approvalPaths, isPlausibleBillId } from '../paths';

/** `/approval/bills/:id`: one bill's approval, payment and history, with my next steps. */
export const ApprovalBillPage = observer(function ApprovalBillPage() {
  const store = useStore(approvalStoreRef);
  const messages = useLocalized(approvalMessages);
  const { id } = useParams();
  const billId = isPlausibleBillId(id) ? id : null;
  useEffect(() => {
    if (billId) void store.fetch(billId);
    void store.loadStaffNames();
  }, [store, billId]);
  const bill = billId ? store.data.get(billId) : undefined;
  const problem = billId ? store.errors.get(billId) : 'notFound';
  const nameOf = (staffId: string | null) => store.staffName(staffId);
  return (
    <Page title={bill ? bill.title || bill.code : messages.title}>
      <Link to={approvalPaths.root()}>{messages.backToBacklog}</Link>
      {problem === 'notFound' ? (
        <p role="alert">{messages.notFound}</p>
      ) : problem === 'failed' && billId ? (
        <p role="alert">
          {messages.loadFailed}{' '}
          <Button type="button" onClick={() => void store.fetch(billId)}>
            {messages.retry}
          </Button>
        </p>
      ) : bill ? (
        <Sections>
          <BillHeader bill={bill} submitter={bill.submitterName || nameOf(bill.submitterId)} />
          <ActionBar
            bill={bill}
            busy={store.isSaving}
            error={store.stepError}
            onStep={(button, input) => store.act(bill.id, button, input)}
          />
          <FlowView bill={bill} nameOf={nameOf} />
          <PaymentSection bill={bill} />
          <Timeline logs={bill.logs} now={store.now()} nameOf={nameOf} />
        </Sections>
      ) : (
        <p role="status">{messages.loading}</p>
      )}
    </Page>
  );
});

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl}px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
    font-size: ${({ theme }) => theme.font.size + 2}px;
  }
`;
