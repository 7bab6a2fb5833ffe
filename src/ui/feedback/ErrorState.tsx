import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { Button } from '../controls/Button';
import { kitMessages } from '../kitMessages';

export interface ErrorStateProps {
  /** What failed, in the person's words ("Could not load your to-dos"). */
  title: ReactNode;
  /** The reason from the server or network, when there is one worth showing. */
  detail?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/** An inline failure for one block or list: the rest of the page keeps working. */
export function ErrorState({ title, detail, onRetry, retrying = false }: ErrorStateProps) {
  const messages = useLocalized(kitMessages);
  return (
    <Box role="alert">
      <Text>
        <strong>{title}</strong>
        {detail && <Detail>{detail}</Detail>}
      </Text>
      {onRetry && (
        <Button onClick={onRetry} loading={retrying}>
          {messages.retry}
        </Button>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md}px;
  padding: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs}px;
  margin: 0;
  min-width: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;
