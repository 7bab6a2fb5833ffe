import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ModuleDefinition, RootStore } from '../store';
import { RootStoreContext } from '../store';
import { ErrorBoundary } from '../ui';
import { ModuleNotFound } from './ModuleNotFound';

export interface ModuleRootProps {
  root: RootStore;
  definition: ModuleDefinition<RootStore>;
}

/** What a module renders into its slot: the shell's stores, theme and locale around its own routes. */
export const ModuleRoot = observer(function ModuleRoot({ root, definition }: ModuleRootProps) {
  const router = useMemo(
    () =>
      createBrowserRouter([
        ...definition.routes.map(({ path, component: Page }) => ({ path, element: <Page /> })),
        { path: '*', element: <ModuleNotFound /> },
      ]),
    [definition],
  );
  return (
    <I18nextProvider i18n={root.i18n}>
      <RootStoreContext.Provider value={root}>
        <ThemeProvider theme={root.ui.theme}>
          <ErrorBoundary>
            <RouterProvider router={router} />
          </ErrorBoundary>
        </ThemeProvider>
      </RootStoreContext.Provider>
    </I18nextProvider>
  );
});
