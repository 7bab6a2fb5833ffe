import { observer } from 'mobx-react-lite';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { homeStoreOf } from '../home/HomeStore';
import { pickActiveApp } from '../microfrontend/matchRootPath';
import { ModuleNotFound } from '../microfrontend/ModuleNotFound';
import { MicroAppStatusPanel } from '../routes/MicroAppStatusPanel';
import { useRootStore } from '../store';
import { media } from '../theme';
import { BottomTabBar, TAB_BAR_HEIGHT } from './BottomTabBar';
import { DesktopHeader } from './DesktopHeader';
import { fallbackTitle, isHomePath, isUnownedPath, turnedOffAppTitle } from './frameState';
import { navApps } from './navApps';
import { PhoneTopBar } from './PhoneTopBar';
import { phoneTabs } from './phoneTabs';
import { TurnedOffScreen } from './TurnedOffScreen';
import { useFrameKind } from './useFrameKind';
import { useFrameTitle } from './useFrameTitle';
import { useSignOut, type IdentityProviderConfig } from './useSignOut';

/**
 * The app's one frame around the home, 我的 and every micro-app (they mount into #root): the
 * phone's top bar (or the host's own bar) and bottom tabs, or the desktop header.
 */
export const AppFrame = observer(function AppFrame({
  identityProvider,
}: {
  identityProvider?: IdentityProviderConfig;
}) {
  const { t } = useTranslation();
  const root = useRootStore();
  const path = useLocation().pathname;
  const kind = useFrameKind(root);
  const signOut = useSignOut(identityProvider);
  const home = homeStoreOf(root);
  const apps = navApps(root);
  const signedIn = root.session.isSignedIn;
  useEffect(() => root.ui.setCompactFrame(kind.phone), [root, kind.phone]);
  useEffect(() => {
    // The tab bar's 审批 depends on the backlog; the home loads it anyway.
    if (signedIn && kind.phone && home.todos.value === null) void home.todos.load();
  }, [signedIn, kind.phone, home]);
  useEffect(() => {
    if (!kind.phone) void import('./FrameMenus');
  }, [kind.phone]);
  const page = root.ui.page;
  const title = page?.title ?? fallbackTitle(path, apps, t);
  useFrameTitle(title, t('app.title'), root.hostBridge.get(), kind.hostBar);
  const tabs = phoneTabs(apps, home.count('approve'));
  const showTabs = kind.phone && page?.back === undefined && tabs.some((tab) => tab.matches(path));
  const turnedOff = turnedOffAppTitle(root, path);
  const homeItem = { name: 'home', title: t('frame.home'), rootPath: '/' };
  const active = isHomePath(path) ? 'home' : (pickActiveApp(apps, path)?.name ?? null);
  const inset = { '--frame-bottom-inset': `${showTabs ? TAB_BAR_HEIGHT : 0}px` } as CSSProperties;
  return (
    <Frame style={inset} data-frame={kind.phone ? 'phone' : 'desktop'}>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      {kind.phone ? (
        !kind.hostBar && <PhoneTopBar title={title} back={page?.back} />
      ) : (
        <DesktopHeader items={[homeItem, ...apps]} active={active} onSignOut={signOut} />
      )}
      <MicroAppStatusPanel />
      <Main id="main" tabIndex={-1} aria-label={title} $tabs={showTabs}>
        <Outlet context={{ signOut }} />
        {turnedOff && <TurnedOffScreen name={turnedOff} />}
        {!turnedOff && isUnownedPath(root, path) && <ModuleNotFound />}
        <Slot id="root" />
      </Main>
      {showTabs && <BottomTabBar tabs={tabs} path={path} />}
    </Frame>
  );
});

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Main = styled.main<{ $tabs: boolean }>`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.xl}px;

  ${media.phone} {
    padding: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.lg}px;
    padding-bottom: calc(
      ${({ theme, $tabs }) => ($tabs ? TAB_BAR_HEIGHT + theme.spacing.lg : theme.spacing.lg)}px +
        env(safe-area-inset-bottom, 0px)
    );
  }

  &:focus {
    outline: none;
  }
`;

const Slot = styled.div`
  min-width: 0;

  &:empty {
    display: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;

  &:focus {
    left: 8px;
    top: 8px;
    z-index: ${({ theme }) => theme.zIndex.toast};
    padding: 8px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
