import type { i18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { RootStoreContext, type RootStore } from './store';
import { ErrorBoundary } from './ui';

export interface AppProps {
  root: RootStore;
  i18n: i18n;
  router: ReturnType<typeof createBrowserRouter>;
}

export const App = observer(function App({ root, i18n, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <RootStoreContext.Provider value={root}>
        <ThemeProvider theme={root.ui.theme}>
          <GlobalStyle />
          <ErrorBoundary>
            <RouterProvider router={router} />
          </ErrorBoundary>
        </ThemeProvider>
      </RootStoreContext.Provider>
    </I18nextProvider>
  );
});
