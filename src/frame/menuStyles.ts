import styled from 'styled-components';
import { controlSize, focusRing } from '../theme';

/** A header menu's button: the same look before and after the menu's chunk has loaded. */
export const MenuTrigger = styled.button`
  ${controlSize}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs}px;
  flex: none;
  max-width: 220px;
  padding: 0 ${({ theme }) => theme.spacing.md}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
  ${focusRing}

  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** A person's name inside a trigger: cut with an ellipsis, never pushing the header wider. */
export const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
