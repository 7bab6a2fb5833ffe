import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { ErrorState, Page, Skeleton } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { DraftInput } from '../BillDraftStore';
import { billsStoreRef } from '../BillsStore';
import { BillEditor } from '../components/BillEditor';
import { detailMessages } from '../detailMessages';
import { editMessages } from '../editMessages';
import { billsMessages } from '../messages';
import { billsPaths, isPlausibleBillId } from '../paths';

/** `/bills/:id/edit`: a draft or a rejected bill of the signed-in staff, saved or submitted. */
export const EditBillPage = observer(function EditBillPage() {
  const store = useStore(billsStoreRef);
  const { drafts, specifications } = store;
  const messages = useLocalized(editMessages);
  const common = useLocalized(billsMessages);
  const detail = useLocalized(detailMessages);
  const navigate = useNavigate();
  const { id } = useParams();
  const billId = isPlausibleBillId(id) ? id : null;
  useEffect(() => {
    if (billId) void store.fetch(billId);
    // What was said about this bill belongs to this visit.
    return () => drafts.startOver();
  }, [store, drafts, billId]);
  const bill = billId ? store.data.get(billId) : undefined;
  const specificationId = bill?.specificationId ?? '';
  useEffect(() => {
    if (specificationId) void specifications.fetch(specificationId);
  }, [specifications, specificationId]);
  const specification = specifications.data.get(specificationId);
  const lookup = specifications.lookups.get(specificationId);
  const problem = billId ? store.detailErrors.get(billId) : 'notFound';

  let body;
  if (problem === 'notFound' || !billId) {
    body = <p role="alert">{detail.notFound}</p>;
  } else if (problem === 'failed') {
    body = <ErrorState title={detail.loadFailed} onRetry={() => void store.fetch(billId)} />;
  } else if (!bill) {
    body = <Skeleton lines={6} label={common.loading} />;
  } else if (!bill.actions.includes('edit')) {
    body = (
      <p role="alert">
        {messages.notEditable} <Link to={billsPaths.detail(bill.id)}>{messages.viewBill}</Link>
      </p>
    );
  } else if (specification) {
    const target = { specificationId, billId: bill.id };
    body = (
      <BillEditor
        key={bill.id}
        specification={specification}
        bill={bill}
        staffId={store.currentStaffId}
        refSource={store.refSource}
        problem={drafts.problemFor(bill.id)}
        saved={drafts.savedBillId === bill.id}
        onSaveDraft={async (input: DraftInput) => void (await drafts.saveDraft(target, input))}
        onSubmit={async (input: DraftInput) => {
          const { submitted } = await drafts.submit(target, input);
          if (submitted) navigate(billsPaths.detail(bill.id));
        }}
      />
    );
  } else if (lookup === 'notFound' || lookup === 'failed') {
    body = (
      <ErrorState
        title={messages.typesFailed}
        onRetry={() => void specifications.fetch(specificationId)}
      />
    );
  } else {
    body = <Skeleton lines={6} label={common.loading} />;
  }
  const title = bill ? messages.editTitle(bill.title || bill.code || common.untitled) : '';
  return (
    <Page
      title={title || messages.edit}
      back={billId ? billsPaths.detail(billId) : billsPaths.mine()}
      width="narrow"
    >
      {body}
    </Page>
  );
});
