import { useLocalized } from '@shell/i18n';
import { EmptyState, ErrorState, SkeletonCards } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { printMessages } from '../messages';

export interface ListStatusProps {
  list: { isLoaded: boolean; isFetching: boolean; failed: boolean; count: number };
  emptyText: string;
  onRetry: () => void;
}

/** What a list says instead of rows: loading, failed with a retry, or empty. Null with rows. */
export const ListStatus = observer(function ListStatus({
  list,
  emptyText,
  onRetry,
}: ListStatusProps) {
  const messages = useLocalized(printMessages);
  if (list.failed) return <ErrorState title={messages.loadFailed} onRetry={onRetry} />;
  if (!list.isLoaded) return <SkeletonCards count={2} label={messages.loading} />;
  return list.count === 0 ? <EmptyState>{emptyText}</EmptyState> : null;
});
