import { useLocalized } from '@shell/i18n';
import { ErrorState, ResourceButtons, Section } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { BillResourcesStore } from '../billResources';
import { detailMessages } from '../detailMessages';

/** The bill's third-party resources as buttons; nothing when the bill has none. */
export const BillResources = observer(function BillResources({
  billId,
  store,
}: {
  billId: string;
  store: BillResourcesStore;
}) {
  const messages = useLocalized(detailMessages);
  useEffect(() => {
    void store.fetch(billId);
  }, [store, billId]);
  if (store.failed.has(billId)) {
    return (
      <Section surface title={messages.resources}>
        <ErrorState title={messages.resourcesFailed} onRetry={() => void store.fetch(billId)} />
      </Section>
    );
  }
  const resources = store.lists.get(billId) ?? [];
  if (resources.length === 0) return null;
  return (
    <Section surface title={messages.resources}>
      <ResourceButtons resources={resources} label={messages.resources} />
    </Section>
  );
});
