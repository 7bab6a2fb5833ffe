import { useLocalized } from '@shell/i18n';
import { billsMessages } from '../messages';

/** What a page shows while its code loads: a polite status, never a blank area. */
export function PageLoading() {
  const messages = useLocalized(billsMessages);
  return <p role="status">{messages.loading}</p>;
}
