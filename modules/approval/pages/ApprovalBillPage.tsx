import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { EmptyState, ErrorState, notices, Page, Skeleton } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { approvalStoreRef } from '../ApprovalStore';
import { ActionBar } from '../components/ActionBar';
import { BillHeader } from '../components/BillHeader';
import { FlowView } from '../components/FlowView';
import { PaymentSection } from '../payment/PaymentSection';
import { Timeline } from '../components/Timeline';
import { actionMessages } from '../actionMessages';
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
  const steps = useStepNotices();
  return (
    <Page
      title={bill ? bill.title || bill.code : messages.title}
      back={approvalPaths.root()}
      actionBar={
        bill && (
          <ActionBar
            bill={bill}
            busy={store.isSaving}
            error={store.stepError}
            onStep={async (button, input) =>
              steps(await store.act(bill.id, button, input), store.stepError)
            }
          />
        )
      }
    >
      {problem === 'notFound' ? (
        <EmptyState>{messages.notFound}</EmptyState>
      ) : problem === 'failed' && billId ? (
        <ErrorState title={messages.loadFailed} onRetry={() => void store.fetch(billId)} />
      ) : bill ? (
        <Sections>
          <BillHeader bill={bill} submitter={bill.submitterName || nameOf(bill.submitterId)} />
          <FlowView bill={bill} nameOf={nameOf} />
          <PaymentSection bill={bill} />
          <Timeline logs={bill.logs} now={store.now()} nameOf={nameOf} />
        </Sections>
      ) : (
        <Skeleton lines={6} label={messages.loading} />
      )}
    </Page>
  );
});

/** A step's outcome as a notice, where the person is (the sticky bar at the bottom). */
function useStepNotices(): (done: boolean, error: string | null) => boolean {
  const words = useLocalized(actionMessages);
  const latest = useRef(words);
  useEffect(() => {
    latest.current = words;
  });
  return (done, error) => {
    if (done) notices.success(latest.current.done);
    else if (error) notices.error(latest.current.stepFailed(error));
    return done;
  };
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg}px;
  min-width: 0;

  & > section {
    min-width: 0;
    margin: 0;
    padding: ${({ theme }) => theme.spacing.lg}px;
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radius.lg}px;
    background: ${({ theme }) => theme.colors.surface};
    overflow-x: auto;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
    font-size: ${({ theme }) => theme.typography.subtitle.size}px;
  }
`;
