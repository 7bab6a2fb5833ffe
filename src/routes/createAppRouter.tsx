import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { AppConfig } from '../config';
import { ErrorScreen } from '../ui';
import { InitializingPage } from './InitializingPage';
import { LabCrashPage } from './LabCrashPage';
import { LoginPage } from './LoginPage';
import { RouteErrorScreen } from './RouteErrorScreen';
import { SelectEnterpriseRoute } from './SelectEnterpriseRoute';
import { SignInProblemPage } from './SignInProblemPage';
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
      element: <SelectEnterpriseRoute identityProvider={config.identityProvider} />,
    },
    { path: shellPaths.error(), element: <ErrorScreen /> },
    { path: shellPaths.signInProblem(), element: <SignInProblemPage /> },
    { path: shellPaths.initializing(), element: <InitializingPage /> },
    {
      path: shellPaths.signedOut(),
      element: <SignedOutPage identityProvider={config.identityProvider} />,
    },
  ];
  if (config.lab.crashRoute)
    children.push({ path: shellPaths.labCrash(), element: <LabCrashPage /> });
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
