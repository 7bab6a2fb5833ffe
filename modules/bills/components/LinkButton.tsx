import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A link that looks like the shell's primary button, above a page's content: actions that open a page. */
export const LinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
  padding: 0 ${({ theme }) => theme.spacing.lg}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandText};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
