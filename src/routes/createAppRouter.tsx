import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { AppConfig } from '../config';
import { AppFrame } from '../frame/AppFrame';
import { guessedFrameChrome } from '../frame/frameChrome';
import { loadHomePage } from '../home/loadHomePage';
import { LazyErrorScreen } from '../ui/LazyErrorScreen';
import { RouteErrorScreen } from './RouteErrorScreen';
import { shellPaths } from './shellPaths';

/** identityProvider is optional so tests may leave it out; the app passes its whole AppConfig. */
export type RouterConfig = Pick<AppConfig, 'lab'> & Partial<Pick<AppConfig, 'identityProvider'>>;

export function buildRoutes(config: RouterConfig): RouteObject[] {
  const children: RouteObject[] = [
    // Only a 401 during sign-in leads here: not the first screen of a signed-in start.
    {
      path: shellPaths.login(),
      lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }),
    },
    {
      path: shellPaths.selectEnterprise(),
      // Only staff without a corporation see it: its own chunk, off everyone else's first screen.
      lazy: async () => {
        const { SelectEnterpriseRoute } = await import(
          /* webpackChunkName: "select-enterprise" */ './SelectEnterpriseRoute'
        );
        return { element: <SelectEnterpriseRoute identityProvider={config.identityProvider} /> };
      },
    },
    { path: shellPaths.error(), element: <LazyErrorScreen /> },
    // Pages only a failed or unusual sign-in (or signing out) reaches load when reached.
    {
      path: shellPaths.signInProblem(),
      lazy: async () => ({ Component: (await import('./SignInProblemPage')).SignInProblemPage }),
    },
    {
      path: shellPaths.initializing(),
      lazy: async () => ({ Component: (await import('./InitializingPage')).InitializingPage }),
    },
    {
      path: shellPaths.signedOut(),
      lazy: async () => {
        const { SignedOutPage } = await import('../frame/SignedOutPage');
        return { element: <SignedOutPage identityProvider={config.identityProvider} /> };
      },
    },
  ];
  if (config.lab.crashRoute)
    children.push({
      path: shellPaths.labCrash(),
      lazy: async () => ({ Component: (await import('./LabCrashPage')).LabCrashPage }),
    });
  // The home, 我的 and every micro-application (mounted into #root) share the app frame.
  children.push({
    element: <AppFrame identityProvider={config.identityProvider} />,
    // The first render waits for this device's frame chunk (asked for at the start, so no extra
    // round trip): its bars are there from the first paint instead of shifting the page later.
    lazy: async () => {
      await guessedFrameChrome();
      return {};
    },
    children: [
      { index: true, lazy: loadHomePage },
      { path: shellPaths.bankEntry(), lazy: loadHomePage },
      {
        // Not the first screen, and its dialog and settings bring the accessible primitives.
        path: shellPaths.account(),
        lazy: async () => ({ Component: (await import('../frame/AccountPage')).AccountPage }),
      },
      { path: '*', element: null },
    ],
  });
  return [{ errorElement: <RouteErrorScreen />, children }];
}

export function createAppRouter(config: RouterConfig) {
  return createBrowserRouter(buildRoutes(config));
}

export function createTestRouter(config: RouterConfig, initialPath: string) {
  return createMemoryRouter(buildRoutes(config), { initialEntries: [initialPath] });
}
