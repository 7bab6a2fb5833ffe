import { useLocalized } from '@shell/i18n';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { adminRulesMessages } from '../messages';
import { adminRulesPaths } from '../paths';

/** The module's admin screens; shown only inside the privilege guard. */
export function AdminRulesNav() {
  const messages = useLocalized(adminRulesMessages);
  return (
    <Nav aria-label={messages.sections}>
      <NavLink to={adminRulesPaths.root()} end>
        {messages.navRules}
      </NavLink>
      <NavLink to={adminRulesPaths.feeRules()} end>
        {messages.navFeeRules}
      </NavLink>
      <NavLink to={adminRulesPaths.extensions()} end>
        {messages.navExtensions}
      </NavLink>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing.lg}px;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;

  a {
    color: ${({ theme }) => theme.colors.textSecondary};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brandOnSurface};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
`;
