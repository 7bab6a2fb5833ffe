import { useLocalized } from '@shell/i18n';
import { useListAddress, useStore } from '@shell/store';
import { Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { billLabels } from '../billLabels';
import { billsStoreRef } from '../BillsStore';
import { BillListSection } from '../components/BillListSection';
import { BillsNav } from '../components/BillsNav';
import { rowContextOf } from '../components/rowContextOf';
import { billsMessages } from '../messages';
import { BACKLOG_STATES } from '../types';

/** Spec §7 backlog: bills waiting for the signed-in person to send, receive, approve or pay. */
export const BacklogPage = observer(function BacklogPage() {
  const store = useStore(billsStoreRef);
  const messages = useLocalized(billsMessages);
  const labels = useLocalized(billLabels);
  useListAddress(store.backlog);
  useEffect(() => {
    void store.loadStaffNames();
  }, [store]);
  return (
    <Page title={messages.backlogTitle} description={messages.backlogDescription}>
      <BillsNav />
      <BillListSection
        states={BACKLOG_STATES}
        list={store.backlog}
        bills={store.backlogBills}
        label={messages.backlogTitle}
        emptyText={messages.emptyBacklog}
        displayMode={store.displayMode}
        onDisplayMode={(mode) => store.setDisplayMode(mode)}
        context={rowContextOf(store)}
        stateOptions={BACKLOG_STATES.map((state) => ({ value: state, label: labels.task[state] }))}
        ownerOptions={null}
      />
    </Page>
  );
});
