import { useErrorNotice } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { UploadMessages } from '../messages';
import type { UploadBatchStore } from '../store/UploadBatchStore';
import type { UploadItem } from '../store/UploadItem';
import { ProgressBar } from './ProgressBar';

export interface UploadItemRowProps {
  item: UploadItem;
  store: UploadBatchStore;
  messages: UploadMessages;
}

/** One file: its name, progress, and retry or cancel. */
export const UploadItemRow = observer(function UploadItemRow({
  item,
  store,
  messages,
}: UploadItemRowProps) {
  const errorNotice = useErrorNotice();
  const tone = item.status === 'error' ? 'error' : item.status === 'done' ? 'done' : 'normal';
  // A refused token call is the server's to explain (a 403 says nothing); the rest are the file's.
  const problem =
    item.status !== 'error'
      ? null
      : item.error === 'token'
        ? errorNotice.textOf(item.refusal)
        : store.errorText(item);
  return (
    <Row data-status={item.status}>
      <Name title={item.name}>{item.name}</Name>
      <ProgressBar label={messages.progressOf(item.name)} progress={item.progress} tone={tone} />
      {item.status === 'done' && <Done>{messages.done}</Done>}
      {problem && <Problem role="alert">{problem}</Problem>}
      {item.status === 'uploading' && (
        <Action
          type="button"
          aria-label={messages.cancel(item.name)}
          onClick={() => store.cancel(item.id)}
        >
          ×
        </Action>
      )}
      {item.status === 'error' && (
        <Action
          type="button"
          aria-label={messages.retry(item.name)}
          onClick={() => store.retry(item.id)}
        >
          ↻
        </Action>
      )}
    </Row>
  );
});

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Name = styled.span`
  max-width: 40%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Done = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Action = styled.button`
  min-width: 28px;
  min-height: 28px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;
