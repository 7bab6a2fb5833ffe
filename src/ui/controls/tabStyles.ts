import { css } from 'styled-components';
import { controlSize, focusRing, type ThemeProps } from '@shell/theme';

/** One tab's look, shared by in-page tabs and the route tabs of TabNav. */
export const tabStyles = css`
  ${controlSize}
  display: inline-flex;
  align-items: center;
  flex: none;
  padding: 0 ${({ theme }: ThemeProps) => theme.spacing.lg}px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }: ThemeProps) => theme.colors.textSecondary};
  font: inherit;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}
`;
