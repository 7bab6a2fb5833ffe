import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { AppConfig } from '../config';
import { ErrorScreen } from '../ui';
import { LoginPage } from './LoginPage';
import { RouteErrorScreen } from './RouteErrorScreen';
import { AccountPage } from '../frame/AccountPage';
import { AppFrame } from '../frame/AppFrame';
import { SignedOutPage } from '../frame/SignedOutPage';
import { HomePage } from '../home/HomePage';
import { shellPaths } from './shellPaths';

/** identityProvider is optional so tests may leave it out; the app passes its whole AppConfig. */
export type RouterConfig = Pick<AppConfig, 'lab'> & Partial<Pick<AppConfig, 'identityProvider'>>;

export function buildRoutes(config: RouterConfig): RouteObject[] {
  const children: RouteObject[] = [
    { path: shellPaths.login(), element: <LoginPage /> },
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
    { path: shellPaths.error(), element: <ErrorScreen /> },
    // Pages only a failed or unusual sign-in reaches load when reached.
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
      element: <SignedOutPage identityProvider={config.identityProvider} />,
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
    children: [
      { index: true, element: <HomePage /> },
      { path: shellPaths.bankEntry(), element: <HomePage /> },
      { path: shellPaths.account(), element: <AccountPage /> },
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
