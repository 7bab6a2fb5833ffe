import { localizedLabel, useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { EmptyState, ErrorState, Page, Select, Skeleton } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DraftInput } from '../BillDraftStore';
import { billsStoreRef } from '../BillsStore';
import { BillEditor } from '../components/BillEditor';
import { useLocale } from '@shell/i18n';
import { editMessages } from '../editMessages';
import { billsMessages } from '../messages';
import { billsPaths } from '../paths';

/** `/bills/new`: choose a bill type among the tenant's active specifications, then fill it in. */
export const NewBillPage = observer(function NewBillPage() {
  const store = useStore(billsStoreRef);
  const { specifications, drafts } = store;
  const messages = useLocalized(editMessages);
  const common = useLocalized(billsMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  // The home's "new bill" buttons name the type: /bills/new?specification=…
  const [search] = useSearchParams();
  const [specificationId, setSpecificationId] = useState(search.get('specification') ?? '');
  useEffect(() => {
    drafts.startOver();
    if (!specifications.isLoaded) void specifications.fetchPage();
  }, [drafts, specifications]);
  const specification = specificationId ? specifications.data.get(specificationId) : undefined;
  const known = specifications.isLoaded && specification !== undefined;
  // A type the person may not start (an old link, a typed address) is simply not chosen.
  const chosen = known ? specificationId : '';
  const options = specifications.orderedData.map((spec) => ({
    value: spec.id,
    label: localizedLabel({ label: spec.name, enLabel: spec.enName }, locale),
  }));

  const handleSaveDraft = async (input: DraftInput) => {
    const bill = await drafts.createDraft(specificationId, input);
    // From now on the page edits that bill: a second save must not write another one.
    if (bill) navigate(billsPaths.edit(bill.id), { replace: true });
  };
  const handleSubmit = async (input: DraftInput) => {
    const { bill, submitted } = await drafts.submit({ specificationId, billId: null }, input);
    if (!bill) return;
    if (submitted) navigate(billsPaths.detail(bill.id));
    else navigate(billsPaths.edit(bill.id), { replace: true });
  };

  let chooser;
  if (specifications.error) {
    chooser = (
      <ErrorState title={messages.typesFailed} onRetry={() => void specifications.fetchPage()} />
    );
  } else if (!specifications.isLoaded) {
    chooser = <Skeleton lines={1} label={common.loading} />;
  } else if (options.length === 0) {
    chooser = <EmptyState>{messages.noTypes}</EmptyState>;
  } else {
    chooser = (
      <Select
        label={messages.billType}
        value={chosen}
        placeholder={messages.chooseType}
        options={options}
        onChange={(event) => {
          drafts.startOver();
          setSpecificationId(event.target.value);
        }}
      />
    );
  }
  return (
    <Page title={messages.newTitle} back={billsPaths.mine()} width="narrow">
      {chooser}
      {known && specification && (
        <BillEditor
          key={specification.id}
          specification={specification}
          staffId={store.currentStaffId}
          refSource={store.refSource}
          problem={drafts.problemFor(null)}
          saved={false}
          onSaveDraft={handleSaveDraft}
          onSubmit={handleSubmit}
        />
      )}
    </Page>
  );
});
