import { FlagModuleContext } from '@flags/client';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ShellProviders } from '../ShellProviders';
import type { ModuleDefinition, RootStore } from '../store';
import { RouteErrorScreen } from '../routes/RouteErrorScreen';
import { ModuleNotFound } from './ModuleNotFound';

export interface ModuleRootProps {
  root: RootStore;
  definition: ModuleDefinition<RootStore>;
}

/** What a module renders into its slot: the shell's providers around the module's own routes. */
export function ModuleRoot({ root, definition }: ModuleRootProps) {
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          // Without it a page that throws shows react-router's developer screen, in English.
          errorElement: <RouteErrorScreen />,
          children: [
            ...definition.routes.map(({ path, component: Page }) => ({ path, element: <Page /> })),
            { path: '*', element: <ModuleNotFound /> },
          ],
        },
      ]),
    [definition],
  );
  return (
    <ShellProviders root={root}>
      <FlagModuleContext.Provider value={definition}>
        <RouterProvider router={router} />
      </FlagModuleContext.Provider>
    </ShellProviders>
  );
}
