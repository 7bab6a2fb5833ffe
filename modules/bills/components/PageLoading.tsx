import { useLocalized } from '@shell/i18n';
import { Skeleton } from '@shell/ui';
import { billsMessages } from '../messages';

/** What a page shows while its code loads: a skeleton with a polite status, never a blank area. */
export function PageLoading() {
  const messages = useLocalized(billsMessages);
  return <Skeleton lines={4} label={messages.loading} />;
}
