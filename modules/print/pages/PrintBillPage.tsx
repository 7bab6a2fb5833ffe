import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { Button, CrossAppLink, Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { billPageMessages } from '../billPageMessages';
import { PaperReceiptSection } from '../components/PaperReceiptSection';
import { PrintConfigForm } from '../components/PrintConfigForm';
import { PrintDocument } from '../components/PrintDocument';
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
      <Page title={common.title}>
        <Link to={printPaths.root()}>{messages.back}</Link>
        {loadError === 'notFound' ? (
          <p role="alert">{messages.notFound}</p>
        ) : loadError === 'failed' && billId ? (
          <p role="alert">
            {common.loadFailed}{' '}
            <Button type="button" onClick={() => void store.fetch(billId)}>
              {common.retry}
            </Button>
          </p>
        ) : (
          <p role="status">{common.loading}</p>
        )}
      </Page>
    );
  }
  const buttons = printButtonsOf(bill.actions);
  const busy = store.busy.has(bill.id);
  const problem = store.problems.get(bill.id);
  const done = store.done.get(bill.id);
  return (
    <Page title={messages.title(bill.code || bill.id)}>
      <Links>
        <Link to={printPaths.root()}>{messages.back}</Link>
        <CrossAppLink href={printPaths.billDetail(bill.id)}>{messages.viewBill}</CrossAppLink>
      </Links>
      <PrintConfigForm
        config={store.configOf(bill.id)}
        templates={store.lookups.templates}
        onChange={(patch) => store.setConfig(bill.id, patch)}
      />
      <Toolbar>
        {buttons.print && (
          <Button
            type="button"
            variant="primary"
            disabled={busy}
            onClick={() => void store.print(bill.id)}
          >
            {messages.print}
          </Button>
        )}
        {buttons.remind && (
          <Button type="button" disabled={busy} onClick={() => void store.remind(bill.id)}>
            {messages.remind}
          </Button>
        )}
        <span role="status">
          {done === 'print' ? messages.printed : done === 'remind' ? messages.reminded : ''}
        </span>
      </Toolbar>
      {problem && <p role="alert">{messages.problem[problem]}</p>}
      <PrintRecord bill={bill} lastPrinterName={store.lookups.staffName(bill.lastPrinter)} />
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

const Links = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing.lg}px;
  margin-bottom: ${({ theme }) => theme.spacing.lg}px;
`;

const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md}px;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.spacing.lg}px;
`;
