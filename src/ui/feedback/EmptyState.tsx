import type { ReactNode } from 'react';
import styled from 'styled-components';
import { typo } from '@shell/theme';

export interface EmptyStateProps {
  /** The headline; without it the children are the one line shown. */
  title?: ReactNode;
  /** One line on why it is empty or what to do. */
  children?: ReactNode;
  /** The next step (create a bill, clear the filters). */
  action?: ReactNode;
}

/** Nothing to show, said kindly, with the next thing the person can do. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <Box role="status">
      {title ? <Title>{title}</Title> : <Title as="div">{children}</Title>}
      {title && children && <Text>{children}</Text>}
      {action && <Action>{action}</Action>}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.xxl}px ${({ theme }) => theme.spacing.xl}px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Title = styled.p`
  margin: 0;
  ${typo('subtitle')}
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.spacing.sm}px;
`;
