import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { billsMessages } from '../messages';
import { billsPaths } from '../paths';

/** My bills and the backlog as two links; NavLink marks the current one with aria-current. */
export const BillsNav = observer(function BillsNav() {
  const messages = useLocalized(billsMessages);
  return (
    <Nav aria-label={messages.sectionsLabel}>
      <NavLink to={billsPaths.mine()} end>
        {messages.navMine}
      </NavLink>
      <NavLink to={billsPaths.backlog()} end>
        {messages.navBacklog}
      </NavLink>
    </Nav>
  );
});

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing.lg}px;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;

  a {
    padding-bottom: ${({ theme }) => theme.spacing.xxs}px;
    color: ${({ theme }) => theme.colors.textSecondary};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brandOnSurface};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
`;
