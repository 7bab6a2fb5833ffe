import { BillMessageBlocks } from '@shell/billBlocks';
import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { EmptyState, ErrorState, notices, Page, Skeleton, useErrorNotice } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { actionMessages } from '../actionMessages';
import { approvalBlocksStoreRef } from '../approvalBlocks';
import { approvalStoreRef } from '../ApprovalStore';
import { ActionBar } from '../components/ActionBar';
import { approvalBlockFacts } from '../components/approvalBlockFacts';
import { BillHeader } from '../components/BillHeader';
import { FlowView } from '../components/FlowView';
import { Timeline } from '../components/Timeline';
import { EvidenceLines } from '../evidence/EvidenceLines';
import { approvalMessages } from '../messages';
import type { ApprovalButton } from '../models/buttonsFor';
import { approvalPaths, isPlausibleBillId } from '../paths';
import { PaymentSection } from '../payment/PaymentSection';

/** How often a bill whose payment is with the bank is read again until the bank answers. */
const BANK_POLL_MS = 2000;

/**
 * `/approval/bills/:id`: one bill with its evidence (lines, invoices, files), flow, payment and
 * history, and the steps this staff may take, in a bar that sticks to the bottom on phones.
 */
export const ApprovalBillPage = observer(function ApprovalBillPage() {
  const store = useStore(approvalStoreRef);
  const blocks = useStore(approvalBlocksStoreRef);
  const messages = useLocalized(approvalMessages);
  const steps = useLocalized(actionMessages);
  const errorNotice = useErrorNotice();
  const navigate = useNavigate();
  const { id } = useParams();
  const billId = isPlausibleBillId(id) ? id : null;
  useEffect(() => {
    if (billId) void store.fetch(billId);
    void store.loadStaffNames();
    if (!store.backlog.isLoaded) void store.backlog.fetchPage();
  }, [store, billId]);
  const bill = billId ? store.data.get(billId) : undefined;
  const inBank = bill?.state === 'PROCESSING';
  useEffect(() => {
    if (!billId || !inBank) return undefined;
    const timer = setInterval(() => void store.refresh(billId), BANK_POLL_MS);
    return () => clearInterval(timer);
  }, [store, billId, inBank]);
  const problem = billId ? store.errors.get(billId) : 'notFound';
  const nameOf = (staffId: string | null) => store.staffName(staffId);

  const handleDone = async (button: ApprovalButton, next: boolean) => {
    notices.success(steps.done[button]);
    if (!next || !bill) return;
    const nextId = await store.nextBillAfter(bill.id);
    if (!nextId) notices.info(steps.allDone);
    navigate(nextId ? approvalPaths.bill(nextId) : approvalPaths.root());
  };

  return (
    <Page
      title={bill ? bill.title || bill.code : messages.title}
      back={approvalPaths.root()}
      actionBar={
        bill && (
          <ActionBar
            bill={bill}
            busy={store.isSaving}
            error={store.stepError && errorNotice.textOf(store.stepError.error)}
            canGoNext={store.hasNextAfter(bill.id)}
            onStep={(button, input) => store.act(bill.id, button, input)}
            onDone={(button, next) => void handleDone(button, next)}
            onDismissError={() => store.clearStepError()}
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
          <BillHeader
            bill={bill}
            submitter={bill.submitterName || nameOf(bill.submitterId)}
            description={bill.description}
          />
          <BillMessageBlocks
            store={blocks}
            specificationId={bill.specificationId}
            facts={approvalBlockFacts(bill)}
          />
          <EvidenceLines lines={bill.lines} files={bill.attachments} />
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
