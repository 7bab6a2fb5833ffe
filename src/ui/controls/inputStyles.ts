import { css } from 'styled-components';
import { controlSize, type ThemeProps } from '@shell/theme';

/** The look every text-like control shares: one border, one focus ring, one disabled and error state. */
export const inputStyles = css`
  ${controlSize}
  width: 100%;
  min-width: 0;
  padding: 0 ${({ theme }: ThemeProps) => theme.spacing.md}px;
  border: 1px solid ${({ theme }: ThemeProps) => theme.colors.border};
  border-radius: ${({ theme }: ThemeProps) => theme.radius.md}px;
  background: ${({ theme }: ThemeProps) => theme.colors.surface};
  color: ${({ theme }: ThemeProps) => theme.colors.text};
  font: inherit;
  /* 16 px on touch keeps iOS from zooming the page into a focused field. */
  @media (pointer: coarse) {
    font-size: max(16px, 1em);
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }: ThemeProps) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }: ThemeProps) => theme.colors.danger};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }: ThemeProps) => theme.colors.background};
    color: ${({ theme }: ThemeProps) => theme.colors.textDisabled};
  }

  &::placeholder {
    color: ${({ theme }: ThemeProps) => theme.colors.textSecondary};
  }
`;
