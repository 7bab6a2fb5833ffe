import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, squareControlSize } from '@shell/theme';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label'
> {
  /** Required: an icon alone says nothing to a screen reader. Also shown as the tooltip. */
  label: string;
  children: ReactNode;
}

/** A square button with an icon and a label for assistive technology; 44 × 44 on touch. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, type, ...rest },
  ref,
) {
  return (
    <Square ref={ref} type={type ?? 'button'} aria-label={label} title={label} {...rest}>
      <span aria-hidden="true">{children}</span>
    </Square>
  );
});

const Square = styled.button`
  ${squareControlSize}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.subtitle.size}px;
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.background};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;
