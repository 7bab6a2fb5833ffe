import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { DraftInput } from '../BillDraftStore';
import { billsStoreRef } from '../BillsStore';
import { BillsNav } from '../components/BillsNav';
import { LoadError } from '../components/LoadError';
import { detailMessages } from '../detailMessages';
import { BillEditor } from '../editor/BillEditor';
import { editMessages } from '../editMessages';
import { billsMessages } from '../messages';
import { billsPaths, isPlausibleBillId } from '../paths';
import { SpecificationChooser } from './SpecificationChooser';

/**
 * `/bills/new` and `/bills/:id/edit`, one page for both: a new bill's first save moves the
 * address to its edit page without a new mount, so nothing typed meanwhile is lost.
 */
export const BillFormPage = observer(function BillFormPage() {
  const store = useStore(billsStoreRef);
  const { drafts, specifications } = store;
  const messages = useLocalized(editMessages);
  const common = useLocalized(billsMessages);
  const detail = useLocalized(detailMessages);
  const navigate = useNavigate();
  const { id } = useParams();
  const isNew = id === undefined;
  const billId = isPlausibleBillId(id) ? id : null;
  const [chosen, setChosen] = useState('');
  // The bill this page created: reaching its edit address is not a new bill to load.
  const created = useRef<string | null>(null);
  const [editorKey, setEditorKey] = useState(id ?? 'new');
  // A bill being submitted from here is no longer editable once the answer lands: the form stays
  // until it has moved on to the bill's page.
  const [submitting, setSubmitting] = useState<string | null>(null);
  useEffect(() => {
    if (billId && billId !== created.current) {
      // Another bill: what was said about the last one belongs to that visit.
      drafts.startOver();
      setEditorKey(billId);
      void store.fetch(billId);
    }
  }, [store, drafts, billId]);
  useEffect(() => () => drafts.startOver(), [drafts]);
  const bill = billId ? store.data.get(billId) : undefined;
  const specificationId = bill?.specificationId || chosen;
  useEffect(() => {
    if (specificationId) void specifications.fetch(specificationId);
  }, [specifications, specificationId]);
  const specification = specifications.data.get(specificationId);

  const save = async (input: DraftInput) => {
    const target = { specificationId, billId: bill?.id ?? null };
    const written = await drafts.saveDraft(target, input);
    if (written && !target.billId) {
      created.current = written.id;
      navigate(billsPaths.edit(written.id), { replace: true });
    }
    return written;
  };
  const submit = async (input: DraftInput) => {
    setSubmitting(bill?.id ?? null);
    const { bill: written, submitted } = await drafts.submit(
      { specificationId, billId: bill?.id ?? null },
      input,
    );
    if (submitted && written) return billsPaths.detail(written.id);
    if (written && !bill) {
      created.current = written.id;
      navigate(billsPaths.edit(written.id), { replace: true });
    }
    return null;
  };

  const problem = billId ? store.detailErrors.get(billId) : isNew ? undefined : 'notFound';
  let body;
  if (problem === 'notFound') body = <p role="alert">{detail.notFound}</p>;
  else if (problem === 'failed' && billId) {
    body = (
      <LoadError
        message={detail.loadFailed}
        retryLabel={common.retry}
        onRetry={() => void store.fetch(billId)}
      />
    );
  } else if (!isNew && !bill) body = <p role="status">{common.loading}</p>;
  else if (
    bill &&
    !bill.actions.includes('edit') &&
    bill.id !== created.current &&
    bill.id !== submitting
  ) {
    body = (
      <p role="alert">
        {messages.notEditable} <Link to={billsPaths.detail(bill.id)}>{messages.viewBill}</Link>
      </p>
    );
  } else {
    body = (
      <>
        {isNew && !created.current && <SpecificationChooser value={chosen} onChange={setChosen} />}
        {specification && (
          <BillEditor
            key={`${editorKey}:${specification.id}`}
            specification={specification}
            bill={bill}
            staffId={store.currentStaffId}
            refSource={store.refSource}
            feeTypes={store.feeTypes}
            failure={drafts.failureFor(bill?.id ?? null)}
            now={store.now}
            autosaveMs={store.autosaveMs}
            onSave={save}
            onSubmit={submit}
          />
        )}
      </>
    );
  }
  const title = bill ? messages.editTitle(bill.title || bill.code || common.untitled) : '';
  return (
    <Page title={isNew && !bill ? messages.newTitle : title || messages.edit} width="narrow">
      <BillsNav />
      {body}
    </Page>
  );
});
