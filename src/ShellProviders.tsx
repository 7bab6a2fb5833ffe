import { FlagStoreContext } from '@flags/client/FlagStoreContext';
import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { RootStoreContext, type RootStore } from './store';
import { findResourceComponent } from './microfrontend/findResourceComponent';
import { ErrorBoundary, FrameContext, ResourceServicesContext, type FrameApi } from './ui';
import type { ResourceServices } from './ui';

/** The context every tree needs, the shell's and each module's: stores, locale, theme, a safety net. */
export const ShellProviders = observer(function ShellProviders({
  root,
  children,
}: {
  root: RootStore;
  children: ReactNode;
}) {
  const { compactFrame, setPage } = root.ui;
  const frame = useMemo<FrameApi>(
    () => ({ compact: compactFrame, setPage }),
    [compactFrame, setPage],
  );
  const bridge = root.hostBridge.get();
  const resources = useMemo<ResourceServices>(
    () => ({
      openHostLink: bridge ? (url) => bridge.openLink(url) : null,
      findComponent: (sourceType) => findResourceComponent(root.extensions, sourceType),
    }),
    [bridge, root.extensions],
  );
  return (
    <I18nextProvider i18n={root.i18n}>
      <RootStoreContext.Provider value={root}>
        <ThemeProvider theme={root.ui.theme}>
          <FlagStoreContext.Provider value={root.flags.get()?.store ?? null}>
            <FrameContext.Provider value={frame}>
              <ResourceServicesContext.Provider value={resources}>
                <ErrorBoundary>{children}</ErrorBoundary>
              </ResourceServicesContext.Provider>
            </FrameContext.Provider>
          </FlagStoreContext.Provider>
        </ThemeProvider>
      </RootStoreContext.Provider>
    </I18nextProvider>
  );
});
