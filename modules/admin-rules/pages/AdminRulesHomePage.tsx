import { useLocalized } from '@shell/i18n';
import { EmptyState, ModulePage } from '@shell/ui';
import { adminRulesMessages } from '../messages';

export function AdminRulesHomePage() {
  const messages = useLocalized(adminRulesMessages);
  return (
    <ModulePage title={messages.title} description={messages.description}>
      <EmptyState>{messages.empty}</EmptyState>
    </ModulePage>
  );
}
