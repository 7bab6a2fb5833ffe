import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { kitMessages } from '../kitMessages';

/** The actions for the selected rows, sticky at the bottom of the view while any are selected. */
export function BulkBar({ count, children }: { count: number; children: ReactNode }) {
  const messages = useLocalized(kitMessages);
  if (count === 0) return null;
  return (
    <Bar role="region" aria-label={messages.selected(count)}>
      <strong aria-live="polite">{messages.selected(count)}</strong>
      <Actions>{children}</Actions>
    </Bar>
  );
}

const Bar = styled.div`
  position: sticky;
  bottom: var(--frame-bottom-inset, 0px);
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin-top: ${({ theme }) => theme.spacing.md}px;
  padding: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
