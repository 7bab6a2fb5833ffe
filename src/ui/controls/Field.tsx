import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden';

export interface FieldChromeProps {
  label: ReactNode;
  /** Help under the control; linked with aria-describedby. */
  hint?: ReactNode;
  /** Shown in the danger colour, linked with aria-describedby, and sets aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Hides the label visually (it stays the accessible name), for dense filter rows. */
  hideLabel?: boolean;
}

export interface FieldIds {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/**
 * Label, control, hint and error in one column: every kit input uses it, so they all label,
 * describe and mark errors the same way.
 */
export function Field({
  label,
  hint,
  error,
  required,
  hideLabel,
  id: givenId,
  children,
}: FieldChromeProps & { id?: string; children: (ids: FieldIds) => ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id} $hidden={hideLabel ?? false}>
        {label}
        {required && <Required aria-hidden="true"> *</Required>}
      </Label>
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  min-width: 0;
`;

const Label = styled.label<{ $hidden: boolean }>`
  color: ${({ theme }) => theme.colors.textSecondary};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.typography.caption.size}px;
  line-height: ${({ theme }) => theme.typography.caption.lineHeight}px;
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
