import { useLocalized } from '@shell/i18n';
import { EmptyState, ModulePage } from '@shell/ui';
import { approvalMessages } from '../messages';

export function ApprovalHomePage() {
  const messages = useLocalized(approvalMessages);
  return (
    <ModulePage title={messages.title} description={messages.description}>
      <EmptyState>{messages.empty}</EmptyState>
    </ModulePage>
  );
}
