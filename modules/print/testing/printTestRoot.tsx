import userEvent from '@testing-library/user-event';
import type { HttpClient } from '@shell/http';
import { createI18n, type Locale } from '@shell/i18n';
import { bindStore, defineModule, RootStore, RootStoreContext } from '@shell/store';
import { buildTheme } from '@shell/theme';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { printDescriptor } from '../descriptor';
import { PrintStore, printStoreRef } from '../PrintStore';
import { fakePrintApi, type FakePrintApi } from './fakePrintApi';
import { ME } from './printFixtures';

/**
 * A real RootStore with the print store over a fake api, signed in as ME, and the shell's
 * providers as a wrapper. The window's print dialog is a spy.
 */
export function printTestRoot(locale: Locale, script: (api: FakePrintApi) => void = () => {}) {
  const api = fakePrintApi();
  script(api);
  const printWindow = jest.fn();
  const root = new RootStore({ http: {} as HttpClient, i18n: createI18n(locale) });
  root.session.signedIn({ staff: { id: ME, name: '李雷', corporationId: 'corp' } });
  root.registerModule(
    defineModule<RootStore>({
      ...printDescriptor,
      stores: [bindStore(printStoreRef, (r: RootStore) => new PrintStore(r, api, { printWindow }))],
      routes: [],
    }),
  );
  const theme = buildTheme({ mode: 'light', fontSize: 'normal' });
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <RootStoreContext.Provider value={root}>
        <I18nextProvider i18n={root.i18n}>
          <ThemeProvider theme={theme}>{children}</ThemeProvider>
        </I18nextProvider>
      </RootStoreContext.Provider>
    );
  }
  return { api, printWindow, root, wrapper, user: userEvent.setup() };
}
