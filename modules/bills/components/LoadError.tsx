import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';

export interface LoadErrorProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A failed load says so and offers a retry: never a blank page. */
export const LoadError = observer(function LoadError({
  message,
  retryLabel,
  onRetry,
}: LoadErrorProps) {
  return (
    <Box role="alert">
      <span>{message}</span>
      <Button type="button" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Box>
  );
});

const Box = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md}px;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: ${({ theme }) => theme.colors.danger};
`;
