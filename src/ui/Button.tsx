import styled from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'default' }>`
  min-height: 36px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  font: inherit;
  cursor: pointer;
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.brandText : theme.colors.text)};

  &:hover {
    background: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.brandHover : theme.colors.surfaceRaised)};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
