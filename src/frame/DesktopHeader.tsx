import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRootStore } from '../store';
import { useLoaded } from '../useLoaded';
import { DesktopNav } from './DesktopNav';
import { followLink } from './followLink';
import { frameMenusLoader } from './frameMenusLoader';
import { MenuTrigger, Name } from './menuStyles';
import type { NavApp } from './navApps';
import { useSignOut, type IdentityProviderConfig } from './useSignOut';

export interface DesktopHeaderProps {
  items: readonly NavApp[];
  active: string | null;
  identityProvider?: IdentityProviderConfig;
}

/** Brand, a navigation that never wraps, and the account menu (settings, switch, sign out). */
export const DesktopHeader = observer(function DesktopHeader(props: DesktopHeaderProps) {
  const { t } = useTranslation();
  const { session } = useRootStore();
  const name = session.staff?.name ?? '';
  const menus = useLoaded(frameMenusLoader);
  const signOut = useSignOut(props.identityProvider);
  return (
    <Header>
      <Brand href="/" onClick={followLink}>
        {t('app.title')}
      </Brand>
      <DesktopNav items={props.items} active={props.active} />
      {session.staff &&
        (menus ? (
          <menus.AccountMenu onSignOut={signOut} />
        ) : (
          <MenuTrigger type="button" aria-label={t('frame.account', { name })}>
            <Name>{name}</Name>
            <span aria-hidden="true">▾</span>
          </MenuTrigger>
        ))}
    </Header>
  );
});

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg}px;
  height: 56px;
  padding: 0 ${({ theme }) => theme.spacing.xl}px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Brand = styled.a`
  flex: none;
  font-weight: 600;
  font-size: ${({ theme }) => theme.typography.subtitle.size}px;
  color: ${({ theme }) => theme.colors.brandOnSurface};
  text-decoration: none;
  white-space: nowrap;
`;
