import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { AppConfig } from '../config';
import { ErrorScreen } from '../ui';
import { LabCrashPage } from './LabCrashPage';
import { LoginPage } from './LoginPage';
import { RouteErrorScreen } from './RouteErrorScreen';
import { SelectEnterprisePage } from './SelectEnterprisePage';
import { ShellLayout } from './ShellLayout';
import { shellPaths } from './shellPaths';

export function buildRoutes(config: Pick<AppConfig, 'lab'>): RouteObject[] {
  const children: RouteObject[] = [
    { path: shellPaths.login(), element: <LoginPage /> },
    { path: shellPaths.selectEnterprise(), element: <SelectEnterprisePage /> },
    { path: shellPaths.error(), element: <ErrorScreen /> },
  ];
  if (config.lab.crashRoute)
    children.push({ path: shellPaths.labCrash(), element: <LabCrashPage /> });
  // Every other path belongs to the micro-applications, which mount inside the layout.
  children.push({ path: '*', element: <ShellLayout /> });
  return [{ errorElement: <RouteErrorScreen />, children }];
}

export function createAppRouter(config: Pick<AppConfig, 'lab'>) {
  return createBrowserRouter(buildRoutes(config));
}

export function createTestRouter(config: Pick<AppConfig, 'lab'>, initialPath: string) {
  return createMemoryRouter(buildRoutes(config), { initialEntries: [initialPath] });
}
