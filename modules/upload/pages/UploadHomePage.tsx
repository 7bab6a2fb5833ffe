import { useLocalized } from '@shell/i18n';
import { EmptyState, ModulePage } from '@shell/ui';
import { uploadMessages } from '../messages';

export function UploadHomePage() {
  const messages = useLocalized(uploadMessages);
  return (
    <ModulePage title={messages.title} description={messages.description}>
      <EmptyState>{messages.empty}</EmptyState>
    </ModulePage>
  );
}
