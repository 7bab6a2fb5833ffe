import { useLocale, useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import {
  ActionBar,
  Button,
  CrossAppLink,
  EmptyState,
  ErrorState,
  Page,
  Skeleton,
  useErrorNotice,
} from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { billPageMessages } from '../billPageMessages';
import { PaperReceiptSection } from '../components/PaperReceiptSection';
import { PrintConfigForm } from '../components/PrintConfigForm';
import { PrintDocument } from '../components/PrintDocument';
import { PrintHistory } from '../components/PrintHistory';
import { PrintRecord } from '../components/PrintRecord';
import { printMessages } from '../messages';
import { paperStageOf } from '../models/paperStageOf';
import { hasPaperButtons, printButtonsOf } from '../models/printButtonsOf';
import { isPlausibleBillId, printPaths } from '../paths';
import { printStoreRef } from '../PrintStore';

/** `/print/bills/:id`: one bill's print page; the id comes from the address bar and is checked first. */
export const PrintBillPage = observer(function PrintBillPage() {
  const store = useStore(printStoreRef);
  const messages = useLocalized(billPageMessages);
  const common = useLocalized(printMessages);
  const locale = useLocale();
  const errorNotice = useErrorNotice();
  const { id } = useParams();
  const billId = isPlausibleBillId(id) ? id : null;
  useEffect(() => {
    if (billId) void store.fetch(billId);
    void store.lookups.load();
  }, [store, billId]);
  const bill = billId ? store.data.get(billId) : undefined;
  const loadError = billId ? store.loadErrors.get(billId) : 'notFound';
  if (!bill || !billId) {
    return (
      <Page title={common.title} back={printPaths.root()}>
        {loadError === 'notFound' ? (
          <EmptyState>{messages.notFound}</EmptyState>
        ) : loadError === 'failed' && billId ? (
          <ErrorState title={common.loadFailed} onRetry={() => void store.fetch(billId)} />
        ) : (
          <Skeleton lines={6} label={common.loading} />
        )}
      </Page>
    );
  }
  const buttons = printButtonsOf(bill.actions);
  const busy = store.busy.has(bill.id);
  const failure = store.problems.get(bill.id);
  const problem = failure && errorNotice.textOf(failure.error);
  const done = store.done.get(bill.id);
  return (
    <Page
      title={messages.title(bill.code || bill.id)}
      back={printPaths.root()}
      actions={
        <CrossAppLink href={printPaths.billDetail(bill.id)}>{messages.viewBill}</CrossAppLink>
      }
      actionBar={
        (buttons.print || buttons.remind) && (
          <ActionBar label={messages.print}>
            {buttons.remind && (
              <Button disabled={busy} onClick={() => void store.remind(bill.id)}>
                {messages.remind}
              </Button>
            )}
            {buttons.print && (
              <Button variant="primary" disabled={busy} onClick={() => void store.print(bill.id)}>
                {messages.print}
              </Button>
            )}
          </ActionBar>
        )
      }
    >
      <PrintConfigForm
        config={store.configOf(bill.id)}
        templates={store.lookups.templates}
        onChange={(patch) => store.setConfig(bill.id, patch)}
      />
      <Done role="status">
        {done === 'print'
          ? messages.printed
          : done === 'remind'
            ? messages.reminded
            : done === 'paper'
              ? messages.paperDone
              : ''}
      </Done>
      {problem && <Problem role="alert">{problem}</Problem>}
      <PrintRecord bill={bill} lastPrinterName={store.lookups.staffName(bill.lastPrinter)} />
      <PrintHistory
        events={bill.printHistory}
        templateName={(templateId) => store.lookups.templateName(templateId, locale)}
        printerName={(staffId) =>
          staffId ? store.lookups.staffName({ id: staffId, name: '' }) : ''
        }
      />
      {(paperStageOf(bill) !== 'none' || hasPaperButtons(buttons)) && (
        <PaperReceiptSection
          bill={bill}
          buttons={buttons}
          busy={busy}
          signerName={(signerId) =>
            signerId ? store.lookups.staffName({ id: signerId, name: '' }) : ''
          }
          onStep={(step) => void store.paperStep(bill.id, step)}
        />
      )}
      <PrintDocument
        bill={bill}
        submitterName={store.lookups.staffName(bill.submitter)}
        templateId={store.configOf(bill.id).printTemplateId}
        nameOf={(staffId) => (staffId ? store.lookups.staffName({ id: staffId, name: '' }) : '')}
        now={Date.now()}
      />
    </Page>
  );
});

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};

  &:empty {
    display: none;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
