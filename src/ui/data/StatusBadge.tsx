import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Theme } from '@shell/theme';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short label for a state (待提交, 审批中, 已驳回): outlined, in a colour that says its tone. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <Badge $tone={tone}>{children}</Badge>;
}

/** A neutral label for categories (bill type, tenant); same shape as a state badge. */
export function Tag({ children }: { children: ReactNode }) {
  return <Badge $tone="neutral">{children}</Badge>;
}

function toneColor(theme: Theme, tone: Tone): string {
  const { colors } = theme;
  switch (tone) {
    case 'info':
      return colors.brandOnSurface;
    case 'success':
      return colors.success;
    case 'warning':
      return colors.warning;
    case 'danger':
      return colors.danger;
    default:
      return colors.textSecondary;
  }
}

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  padding: 0 ${({ theme }) => theme.spacing.sm}px;
  border: 1px solid ${({ theme, $tone }) => toneColor(theme, $tone)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  font-size: ${({ theme }) => theme.typography.caption.size}px;
  line-height: ${({ theme }) => theme.typography.caption.lineHeight}px;
  white-space: nowrap;
`;
