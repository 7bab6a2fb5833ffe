import { useLocalized } from '@shell/i18n';
import { EmptyState, ErrorState, Stepper, useErrorNotice } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import type { GroupCenterStore } from '../GroupCenterStore';
import { groupCenterMessages } from '../messages';
import { PermissionStep } from './PermissionStep';
import { ProgressView } from './ProgressView';
import { ShareEditor } from './ShareEditor';
import { TenantStep } from './TenantStep';

/** The three steps with their headings; the current one is marked for assistive tech. */
export const DistributionWizardView = observer(function DistributionWizardView({
  store,
}: {
  store: GroupCenterStore;
}) {
  const messages = useLocalized(groupCenterMessages);
  const errorNotice = useErrorNotice();
  const { wizard } = store;
  const { problem } = store;
  // A load keeps its own words and retry; a refused step or progress read says what the server
  // said (nothing for a 403), and a progress read can be tried again.
  const problemText =
    problem === 'load'
      ? messages.loadFailed
      : problem && errorNotice.textOf(store.actionError?.error);
  const retry =
    problem === 'load'
      ? () => void store.fetchPage()
      : problem === 'poll'
        ? () => store.resumePolling()
        : undefined;
  if (store.tenants.isLoaded && wizard.tenants.length === 0)
    return <EmptyState>{messages.empty}</EmptyState>;
  const labels = [messages.stepTenants, messages.stepPermissions, messages.stepProgress];
  return (
    <>
      <nav aria-label={messages.steps}>
        <Stepper steps={labels} current={wizard.step - 1} />
      </nav>
      {problemText && <ErrorState title={problemText} onRetry={retry} />}
      {wizard.step === 1 && <TenantStep wizard={wizard} />}
      {wizard.step === 2 && (
        <PermissionStep
          wizard={wizard}
          busy={store.isSaving}
          onDistribute={() => void store.distribute()}
        />
      )}
      {wizard.step === 3 && <ProgressView store={store} />}
      {wizard.step === 1 && wizard.selectedCorpIds.length === 1 && (
        <ShareEditor
          key={wizard.selectedCorpIds[0]}
          store={store}
          tenant={
            wizard.tenants.find((t) => t.corporationId === wizard.selectedCorpIds[0]) ??
            wizard.tenants[0]
          }
        />
      )}
    </>
  );
});
