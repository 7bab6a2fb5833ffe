import { useLocalized } from '@shell/i18n';
import { EmptyState, ModulePage } from '@shell/ui';
import { printMessages } from '../messages';

export function PrintHomePage() {
  const messages = useLocalized(printMessages);
  return (
    <ModulePage title={messages.title} description={messages.description}>
      <EmptyState>{messages.empty}</EmptyState>
    </ModulePage>
  );
}
