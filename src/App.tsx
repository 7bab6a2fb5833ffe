import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { GlobalStyle } from './GlobalStyle';
import { ShellProviders } from './ShellProviders';
import { ShellOverlays } from './ShellOverlays';
import type { RootStore } from './store';

export interface AppProps {
  root: RootStore;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ root, router }: AppProps) {
  return (
    <ShellProviders root={root}>
      <GlobalStyle />
      <RouterProvider router={router} />
      <ShellOverlays root={root} />
    </ShellProviders>
  );
}
