import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { ActionBar, ButtonLink, ErrorState, Page, Skeleton, EmptyState } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { billsStoreRef } from '../BillsStore';
import { BillDetailView } from '../components/BillDetailView';
import { rowContextOf } from '../components/rowContextOf';
import { detailMessages } from '../detailMessages';
import { editMessages } from '../editMessages';
import { billsMessages } from '../messages';
import { billsPaths, isPlausibleBillId } from '../paths';

/** `/bills/:id`: one bill; the id comes from the address bar and is checked first. */
export const BillDetailPage = observer(function BillDetailPage() {
  const store = useStore(billsStoreRef);
  const messages = useLocalized(detailMessages);
  const common = useLocalized(billsMessages);
  const edit = useLocalized(editMessages);
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
  // The actions the server allows on this bill, in a bar that sticks to the bottom on phones.
  const actions = bill?.actions.includes('edit') ? (
    <ActionBar label={messages.actions}>
      <ButtonLink to={billsPaths.edit(bill.id)}>{edit.edit}</ButtonLink>
    </ActionBar>
  ) : undefined;
  return (
    <Page title={title} back={billsPaths.mine()} actionBar={actions}>
      {problem === 'notFound' ? (
        <EmptyState>{messages.notFound}</EmptyState>
      ) : problem === 'failed' && billId ? (
        <ErrorState title={messages.loadFailed} onRetry={() => void store.fetch(billId)} />
      ) : bill ? (
        <BillDetailView
          bill={bill}
          context={rowContextOf(store)}
          onDownload={(url) => store.download(url)}
          relations={store.relations}
        />
      ) : (
        <Skeleton lines={6} label={common.loading} />
      )}
    </Page>
  );
});
