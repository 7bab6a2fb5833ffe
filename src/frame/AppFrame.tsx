import { observer } from 'mobx-react-lite';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { HomeStore } from '../home/HomeStore';
import { loadHomeStore } from '../home/loadHomeStore';
import { pickActiveApp } from '../microfrontend/matchRootPath';
import { MicroAppStatusPanel } from '../routes/MicroAppStatusPanel';
import { useRootStore } from '../store';
import { media } from '../theme';
import { visuallyHidden } from '../ui';
import { useLoaded } from '../useLoaded';
import { desktopChrome, frameScreens, phoneChrome } from './frameChrome';
import { fallbackTitle, isUnownedPath, TAB_BAR_HEIGHT, turnedOffAppTitle } from './frameState';
import { isHomePath } from './isHomePath';
import { navApps } from './navApps';
import { useFrameKind } from './useFrameKind';
import { useFrameTitle } from './useFrameTitle';
import type { FrameOutletContext, IdentityProviderConfig } from './useSignOut';

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
  // Each frame is its own chunk: only this device's is asked for (startChunks, at the start).
  const phone = useLoaded(phoneChrome, kind.phone);
  const desktop = useLoaded(desktopChrome, !kind.phone);
  const apps = navApps(root);
  const signedIn = root.session.isSignedIn;
  const [home, setHome] = useState<HomeStore | null>(null);
  useEffect(() => root.ui.setCompactFrame(kind.phone), [root, kind.phone]);
  useEffect(() => {
    // The tab bar's 审批 depends on the backlog, which the home store counts; its code (and the
    // query builder) stay off the critical path until a phone frame needs them.
    if (!signedIn || !kind.phone) return;
    void loadHomeStore().then(({ homeStoreOf }) => {
      const store = homeStoreOf(root);
      if (store.todos.value === null) void store.todos.load();
      setHome(store);
    });
  }, [root, signedIn, kind.phone]);
  useEffect(() => {
    if (!kind.phone) void import('./FrameMenus');
  }, [kind.phone]);
  const page = root.ui.page;
  const title = page?.title ?? fallbackTitle(path, apps, t);
  useFrameTitle(title, t('app.title'), root.hostBridge.get(), kind.hostBar);
  const tabs = phone?.phoneTabs(apps, home?.count('approve') ?? 0) ?? [];
  const showTabs = kind.phone && page?.back === undefined && tabs.some((tab) => tab.matches(path));
  const turnedOff = turnedOffAppTitle(root, path);
  const unowned = !turnedOff && isUnownedPath(root, path);
  const screens = useLoaded(frameScreens, turnedOff !== null || unowned);
  const homeItem = { name: 'home', title: t('frame.home'), rootPath: '/' };
  const active = isHomePath(path) ? 'home' : (pickActiveApp(apps, path)?.name ?? null);
  const inset = { '--frame-bottom-inset': `${showTabs ? TAB_BAR_HEIGHT : 0}px` } as CSSProperties;
  return (
    <Frame style={inset} data-frame={kind.phone ? 'phone' : 'desktop'}>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      {kind.phone
        ? !kind.hostBar && phone && <phone.PhoneTopBar title={title} back={page?.back} />
        : desktop && (
            <desktop.DesktopHeader
              items={[homeItem, ...apps]}
              active={active}
              identityProvider={identityProvider}
            />
          )}
      <MicroAppStatusPanel />
      <Main id="main" tabIndex={-1} aria-label={title} $tabs={showTabs}>
        <Outlet context={{ identityProvider } satisfies FrameOutletContext} />
        {turnedOff && screens && <screens.TurnedOffScreen name={turnedOff} />}
        {unowned && screens && <screens.ModuleNotFound />}
        <Slot id="root" />
      </Main>
      {showTabs && phone && <phone.BottomTabBar tabs={tabs} path={path} />}
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

/** Hidden until a keyboard reaches it: then it shows above everything, top left. */
const SkipLink = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }

  &:focus {
    position: fixed;
    left: 8px;
    top: 8px;
    z-index: ${({ theme }) => theme.zIndex.toast};
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.control.touch}px;
    padding: 0 ${({ theme }) => theme.spacing.md}px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
