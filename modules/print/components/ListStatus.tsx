import { useLocalized } from '@shell/i18n';
import { Button, EmptyState } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { printMessages } from '../messages';

export interface ListStatusProps {
  list: { isLoaded: boolean; isFetching: boolean; error: string | null; count: number };
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
  if (list.error) {
    return (
      <p role="alert">
        {messages.loadFailed}{' '}
        <Button type="button" onClick={onRetry}>
          {messages.retry}
        </Button>
      </p>
    );
  }
  if (!list.isLoaded) return <p role="status">{messages.loading}</p>;
  return list.count === 0 ? <EmptyState>{emptyText}</EmptyState> : null;
});
