import { useLocalized } from '@shell/i18n';
import { useListAddress, useStore } from '@shell/store';
import { ButtonLink, Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { billLabels } from '../billLabels';
import { billsStoreRef } from '../BillsStore';
import { BillListBeside } from '../components/BillListBeside';
import { BillListSection } from '../components/BillListSection';
import { BillsNav } from '../components/BillsNav';
import { rowContextOf } from '../components/rowContextOf';
import { editMessages } from '../editMessages';
import { billsMessages } from '../messages';
import { billsPaths } from '../paths';
import { loadFormPages } from './loadFormPages';
import { BILL_STATES } from '../types';

/** docs/bills-and-workflow.md "my bills": the signed-in person's bills, newest change first. */
export const MyBillsPage = observer(function MyBillsPage() {
  const store = useStore(billsStoreRef);
  const messages = useLocalized(billsMessages);
  const labels = useLocalized(billLabels);
  const edit = useLocalized(editMessages);
  // The address holds the filters and page: the home's to-dos open /bills?state=draft.
  useListAddress(store.mine);
  useEffect(() => {
    void store.loadStaffNames();
  }, [store]);
  useEffect(() => {
    // "New bill" is this page's action: its form chunk and bill types are fetched while the list
    // is read, so the tap does not wait for a chunk and then a call (464 ms at 4× CPU before).
    void loadFormPages().catch(() => undefined);
    void store.specifications.ensureLoaded();
  }, [store]);
  const stateOptions = BILL_STATES.map((state) => ({
    value: state,
    label: labels.stateOption[state] ?? labels.state[state],
  }));
  const ownerOptions = [...store.staffNames]
    .map(([id, name]) => ({ value: id, label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Page
      title={messages.title}
      description={messages.description}
      width="wide"
      actions={<ButtonLink to={billsPaths.create()}>{edit.newBill}</ButtonLink>}
    >
      <BillsNav />
      <BillListBeside>
        <BillListSection
          states={BILL_STATES}
          list={store.mine}
          bills={store.mine.orderedData}
          label={messages.title}
          emptyText={messages.empty}
          displayMode={store.displayMode}
          onDisplayMode={(mode) => store.setDisplayMode(mode)}
          context={rowContextOf(store)}
          stateOptions={stateOptions}
          ownerOptions={ownerOptions}
        />
      </BillListBeside>
    </Page>
  );
});
