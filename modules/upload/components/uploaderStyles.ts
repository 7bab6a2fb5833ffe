import { buttonStyles, visuallyHidden, type ButtonLookProps } from '@shell/ui';
import styled from 'styled-components';

export const Widget = styled.div<{ $tablet: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm}px;
  font-size: ${({ $tablet }) => ($tablet ? '1.1em' : 'inherit')};
`;

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Notices = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg}px;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: center;
`;

/**
 * A file input drawn as a kit button: the input itself stays (screen readers and keyboards use
 * it, labelled) but is hidden; the whole button is the target, 44 px on touch.
 */
export const FilePicker = styled.label<ButtonLookProps & { $disabled: boolean }>`
  ${buttonStyles}
  position: relative;

  input {
    ${visuallyHidden}
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  ${({ $disabled, theme }) =>
    $disabled && `cursor: not-allowed; color: ${theme.colors.textDisabled};`}
`;
