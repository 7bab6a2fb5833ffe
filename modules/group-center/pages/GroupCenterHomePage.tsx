import { useLocalized } from '@shell/i18n';
import { EmptyState, ModulePage } from '@shell/ui';
import { groupCenterMessages } from '../messages';

export function GroupCenterHomePage() {
  const messages = useLocalized(groupCenterMessages);
  return (
    <ModulePage title={messages.title} description={messages.description}>
      <EmptyState>{messages.empty}</EmptyState>
    </ModulePage>
  );
}
