import { BillMessageBlocks } from '@shell/billBlocks';
import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { EmptyState, ErrorState, Page, Skeleton } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { billBlocksStoreRef } from '../billBlocks';
import { billResourcesStoreRef } from '../billResources';
import { billsStoreRef } from '../BillsStore';
import { billBlockFacts } from '../components/billBlockFacts';
import { BillDetailView } from '../components/BillDetailView';
import { BillResources } from '../components/BillResources';
import { RejectionNotice } from '../components/RejectionNotice';
import { rowContextOf } from '../components/rowContextOf';
import { SubmitterActions } from '../components/SubmitterActions';
import { detailMessages } from '../detailMessages';
import { billsMessages } from '../messages';
import { billsPaths, isPlausibleBillId } from '../paths';
import { ShareBillButton } from '../share/ShareBillButton';

/** `/bills/:id`: one bill; the id comes from the address bar and is checked first. */
export const BillDetailPage = observer(function BillDetailPage() {
  const store = useStore(billsStoreRef);
  const blocks = useStore(billBlocksStoreRef);
  const resources = useStore(billResourcesStoreRef);
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
  // What the server allows the submitter, in a bar that sticks to the bottom on phones.
  const actions = bill && <SubmitterActions bill={bill} />;
  return (
    <Page
      title={title}
      back={billsPaths.mine()}
      actions={bill && <ShareBillButton bill={bill} />}
      actionBar={actions}
    >
      {problem === 'notFound' ? (
        <EmptyState>{messages.notFound}</EmptyState>
      ) : problem === 'failed' && billId ? (
        <ErrorState title={messages.loadFailed} onRetry={() => void store.fetch(billId)} />
      ) : bill ? (
        <>
          <RejectionNotice bill={bill} context={rowContextOf(store)} />
          <BillDetailView
            bill={bill}
            context={rowContextOf(store)}
            onDownload={(url) => store.download(url)}
            relations={store.relations}
            afterHeader={
              <>
                <BillResources billId={bill.id} store={resources} />
                <BillMessageBlocks
                  store={blocks}
                  specificationId={bill.specificationId}
                  facts={billBlockFacts(bill)}
                />
              </>
            }
          />
        </>
      ) : (
        <Skeleton lines={6} label={common.loading} />
      )}
    </Page>
  );
});
