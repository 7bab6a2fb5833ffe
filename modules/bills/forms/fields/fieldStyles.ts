import { inputStyles } from '@shell/ui';
import { controlSize, focusRing } from '@shell/theme';
import styled, { css } from 'styled-components';

/** The kit's input look (44 px on touch), plus the danger border `$invalid` draws. */
const control = css<{ $invalid?: boolean }>`
  ${inputStyles}
  ${({ theme, $invalid }) => ($invalid ? `border-color: ${theme.colors.danger};` : '')}

  &[readonly] {
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
  padding-top: ${({ theme }) => theme.spacing.sm}px;
  padding-bottom: ${({ theme }) => theme.spacing.sm}px;
  min-height: 88px;
`;

/** A row of controls that belong together (a range, an amount and its currency). */
export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  flex-wrap: wrap;
  min-width: 0;

  & > input {
    flex: 1 1 140px;
    width: auto;
  }
`;

/** A secondary action inside a field (remove an item, clear a choice): still a full-size target. */
export const SmallButton = styled.button`
  ${controlSize}
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;
