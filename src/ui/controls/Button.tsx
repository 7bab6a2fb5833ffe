import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { controlSize, focusRing, media, type Theme } from '@shell/theme';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for screen readers and ignores clicks until it settles. */
  loading?: boolean;
  /** Stretches to the container's width (sticky action bars on phones). */
  block?: boolean;
}

/**
 * The one button. Disabled looks disabled (muted, no pointer) and a loading button is busy, not
 * disabled, so focus stays on it. `type` defaults to "button": a button never submits by accident.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    block = false,
    type,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <Base
      ref={ref}
      type={type ?? 'button'}
      $variant={variant}
      $size={size}
      $block={block}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </Base>
  );
});

function palette(theme: Theme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return {
        bg: colors.brand,
        fg: colors.brandText,
        border: colors.brand,
        hover: colors.brandHover,
      };
    case 'danger':
      return {
        bg: colors.surface,
        fg: colors.danger,
        border: colors.danger,
        hover: colors.surfaceRaised,
      };
    case 'text':
      return {
        bg: 'transparent',
        fg: colors.brandOnSurface,
        border: 'transparent',
        hover: colors.background,
      };
    default:
      return {
        bg: colors.surface,
        fg: colors.text,
        border: colors.border,
        hover: colors.background,
      };
  }
}

const PADDING: Record<ButtonSize, number> = { sm: 12, md: 16, lg: 24 };

const Base = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  ${controlSize}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  min-width: 44px;
  padding: 0 ${({ $size }) => PADDING[$size]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  font: inherit;
  font-weight: ${({ $variant }) => ($variant === 'text' ? 400 : 500)};
  white-space: nowrap;
  cursor: pointer;
  ${({ theme, $variant }) => {
    const { bg, fg, border, hover } = palette(theme, $variant);
    return css`
      background: ${bg};
      color: ${fg};
      border: 1px solid ${border};
      &:hover:not(:disabled) {
        background: ${hover};
      }
    `;
  }}
  ${({ $block }) => $block && 'width: 100%;'}
  ${({ $size, theme }) => $size === 'lg' && `min-height: ${theme.control.touch}px;`}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textDisabled};
    border-color: ${({ theme }) => theme.colors.divider};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  ${media.touch} {
    min-width: ${({ theme }) => theme.control.touch}px;
  }
`;
