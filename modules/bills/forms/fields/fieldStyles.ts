import styled, { css } from 'styled-components';

const control = css<{ $invalid?: boolean }>`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing.sm}px;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  &:disabled,
  &[readonly] {
    color: ${({ theme }) => theme.colors.textDisabled};
    background: ${({ theme }) => theme.colors.background};
  }

  /* A read-only value is information to read (a bill's submitter), not an unusable control. */
  &[readonly]:not(:disabled) {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** Text-like inputs; `$invalid` draws the danger border that aria-invalid announces. */
export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.sm}px;
  min-height: 72px;
`;

/** A row of controls that belong together (a range, an amount and its currency). */
export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  flex-wrap: wrap;
`;

export const SmallButton = styled.button`
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.spacing.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;
