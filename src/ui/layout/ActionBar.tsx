import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@shell/theme';

/**
 * The actions of a detail or form page. On phones it sticks to the bottom edge, above the tab
 * bar, buttons sharing the width; on desktop it is a row after the content.
 */
export function ActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Bar role="group" aria-label={label}>
      {children}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.spacing.xl}px;

  ${media.phone} {
    position: sticky;
    bottom: var(--frame-bottom-inset, 0px);
    z-index: ${({ theme }) => theme.zIndex.sticky};
    margin: ${({ theme }) => theme.spacing.lg}px -${({ theme }) => theme.spacing.lg}px 0;
    padding: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.lg}px;
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
    box-shadow: ${({ theme }) => theme.elevation.raised};
    flex-wrap: nowrap;

    & > * {
      flex: 1 1 0;
      min-width: 0;
    }
  }
`;
