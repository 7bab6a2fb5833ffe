import { FlagModuleContext } from '@flags/client/FlagStoreContext';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ShellProviders } from '../ShellProviders';
import type { ModuleDescriptor, RootStore } from '../store';
import { createTestRoot, type TestRootOptions } from './createTestRoot';

export interface RenderWithShellOptions extends TestRootOptions {
  /** An existing root (a test that builds its stores first); otherwise one is created. */
  root?: RootStore;
  /** Where the memory router starts; `ui` renders on this path unless `routes` are given. */
  path?: string;
  /** The module's real routes, for tests that navigate between pages. */
  routes?: RouteObject[];
  /** The module whose tree this is: useFlag then checks its declared flag keys, as in the app. */
  module?: ModuleDescriptor;
  /** Draws the phone frame's compact page headers. */
  compact?: boolean;
}

export interface ShellRender extends RenderResult {
  root: RootStore;
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders `ui` the way the shell renders a module page: the real providers (root store, theme,
 * i18n, flags, frame), a data router (so links, params and leave guards work) and the module's
 * flag declaration. One test kit for every module.
 */
export function renderWithShell(
  ui: ReactElement | null,
  options: RenderWithShellOptions = {},
): ShellRender {
  const root = options.root ?? createTestRoot(options);
  if (options.compact !== undefined) root.ui.setCompactFrame(options.compact);
  const path = options.path ?? '/';
  const routes = options.routes ?? [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <ShellProviders root={root}>
      <FlagModuleContext.Provider value={options.module ?? null}>
        <RouterProvider router={router} />
      </FlagModuleContext.Provider>
    </ShellProviders>,
  );
  return { ...result, root, router, user: userEvent.setup() };
}
