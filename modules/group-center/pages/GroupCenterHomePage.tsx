import { useLocalized } from '@shell/i18n';
import { PrivilegeGuard, useStore } from '@shell/store';
import { Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DistributionWizardView } from '../components/DistributionWizardView';
import { groupCenterStoreRef } from '../GroupCenterStore';
import { groupCenterMessages } from '../messages';
import { GROUP_CENTER_PRIVILEGE } from '../descriptor';

const GroupCenterContent = observer(function GroupCenterContent() {
  const store = useStore(groupCenterStoreRef);
  const messages = useLocalized(groupCenterMessages);
  useEffect(() => {
    if (!store.tenants.isLoaded) void store.fetchPage();
    store.resumePolling();
    // Leaving the page stops the polling; coming back resumes it.
    return () => store.stopPolling();
  }, [store]);
  return (
    <Page title={messages.title} description={messages.description}>
      {store.tenants.isFetching && !store.tenants.isLoaded ? (
        <p role="status">{messages.loading}</p>
      ) : (
        <DistributionWizardView store={store} />
      )}
    </Page>
  );
});

/** docs/admin.md group center flow, for staff holding the system privilege only. */
export function GroupCenterHomePage() {
  return (
    <PrivilegeGuard privilege={GROUP_CENTER_PRIVILEGE}>
      <GroupCenterContent />
    </PrivilegeGuard>
  );
}
