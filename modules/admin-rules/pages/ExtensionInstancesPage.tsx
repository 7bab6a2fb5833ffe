import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { EmptyState, Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { adminRulesStoreRef } from '../AdminRulesStore';
import { AdminRulesNav } from '../components/AdminRulesNav';
import { ExtensionInstanceCap } from '../extensions/ExtensionInstanceCap';
import { extensionMessages } from '../extensions/extensionMessages';

/** docs/admin.md: the tenant's extension instances, each limited one with its editable use cap. */
export const ExtensionInstancesPage = observer(function ExtensionInstancesPage() {
  const { extensions } = useStore(adminRulesStoreRef);
  const messages = useLocalized(extensionMessages);
  useEffect(() => {
    void extensions.fetchPage();
  }, [extensions]);
  const saved = extensions.savedId ? extensions.data.get(extensions.savedId) : undefined;
  return (
    <Page title={messages.title} description={messages.description}>
      <AdminRulesNav />
      {extensions.problem === 'load' && <p role="alert">{messages.loadFailed}</p>}
      {saved && <p role="status">{messages.saved(saved.name)}</p>}
      {extensions.isFetching && !extensions.isLoaded && <p role="status">{messages.loading}</p>}
      {extensions.isLoaded && extensions.orderedData.length === 0 && (
        <EmptyState>{messages.empty}</EmptyState>
      )}
      <div aria-label={messages.list} role="list">
        {extensions.orderedData.map((instance) => (
          <div role="listitem" key={instance.id}>
            <ExtensionInstanceCap
              instance={instance}
              onCapChange={(changed) => extensions.saveCap(changed)}
            />
          </div>
        ))}
      </div>
    </Page>
  );
});
