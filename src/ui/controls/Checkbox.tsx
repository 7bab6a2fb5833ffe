import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden';
import { media } from '@shell/theme';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  /** Hides the label visually; it stays the accessible name (a table row's checkbox). */
  hideLabel?: boolean;
};

/** A native checkbox whose whole label row is the hit area, 44 px tall on touch. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hideLabel = false, className, ...input },
  ref,
) {
  return (
    <Row className={className} $disabled={input.disabled ?? false}>
      <Box ref={ref} type="checkbox" {...input} />
      <Text $hidden={hideLabel}>{label}</Text>
    </Row>
  );
});

const Row = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  min-height: ${({ theme }) => theme.control.dense}px;
  min-width: ${({ theme }) => theme.control.dense}px;
  justify-content: flex-start;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textDisabled : 'inherit')};

  ${media.touch} {
    min-height: ${({ theme }) => theme.control.touch}px;
    min-width: ${({ theme }) => theme.control.touch}px;
  }
`;

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 0 0 0 ${({ theme }) => theme.spacing.xs}px;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Text = styled.span<{ $hidden: boolean }>`
  ${({ $hidden }) => $hidden && visuallyHidden}
`;
