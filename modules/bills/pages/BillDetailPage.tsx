import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { billsStoreRef } from '../BillsStore';
import { BillDetailView } from '../components/BillDetailView';
import { BillsNav } from '../components/BillsNav';
import { LoadError } from '../components/LoadError';
import { RejectionNotice } from '../components/RejectionNotice';
import { rowContextOf } from '../components/rowContextOf';
import { SubmitterActions } from '../components/SubmitterActions';
import { detailMessages } from '../detailMessages';
import { billsMessages } from '../messages';
import { isPlausibleBillId } from '../paths';

/** `/bills/:id`: one bill; the id comes from the address bar and is checked first. */
export const BillDetailPage = observer(function BillDetailPage() {
  const store = useStore(billsStoreRef);
  const messages = useLocalized(detailMessages);
  const common = useLocalized(billsMessages);
  const { id } = useParams();
  const billId = isPlausibleBillId(id) ? id : null;
  useEffect(() => {
    if (billId) void store.fetch(billId);
    void store.loadStaffNames();
  }, [store, billId]);
  const bill = billId ? store.data.get(billId) : undefined;
  const loaded = bill !== undefined;
  const formType = bill?.formType ?? null;
  useEffect(() => {
    // After the bill: the supplier axes are asked for only on the bill types that have them.
    if (billId && loaded) void store.relations.fetch(billId, formType);
  }, [store, billId, loaded, formType]);
  const problem = billId ? store.detailErrors.get(billId) : 'notFound';
  const title = bill ? bill.title || bill.code || common.untitled : common.title;
  return (
    <Page title={title}>
      <BillsNav />
      {problem === 'notFound' ? (
        <p role="alert">{messages.notFound}</p>
      ) : problem === 'failed' && billId ? (
        <LoadError
          message={messages.loadFailed}
          retryLabel={common.retry}
          onRetry={() => void store.fetch(billId)}
        />
      ) : bill ? (
        <>
          <RejectionNotice bill={bill} context={rowContextOf(store)} />
          <BillDetailView
            bill={bill}
            context={rowContextOf(store)}
            onDownload={(url) => store.download(url)}
            relations={store.relations}
          />
          <SubmitterActions bill={bill} />
        </>
      ) : (
        <p role="status">{common.loading}</p>
      )}
    </Page>
  );
});
