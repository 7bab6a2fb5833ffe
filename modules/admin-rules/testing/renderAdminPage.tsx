import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpClient } from '@shell/http';
import { createI18n, type Locale } from '@shell/i18n';
import { bindStore, defineModule, RootStore, RootStoreContext } from '@shell/store';
import { buildTheme } from '@shell/theme';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { AdminRulesStore, adminRulesStoreRef } from '../AdminRulesStore';
import { adminRulesDescriptor } from '../descriptor';
import adminRulesModule from '../index';
import type { RuleSummary } from '../types';
import { fakeAdminRulesApi } from './fakeAdminRulesApi';

type RouterKit = typeof import('react-router-dom');

/** The test's router parts: modules get only the shared router surface, tests the whole. */
export type Routing = Pick<RouterKit, 'MemoryRouter' | 'Route' | 'Routes'>;

/** The module's real routes over a fake api, signed in with the given privileges. */
export function renderAdminPage(
  { MemoryRouter, Route, Routes }: Routing,
  path: string,
  {
    locale = 'zh-CN',
    permissions = [],
    rules = [],
  }: { locale?: Locale; permissions?: string[]; rules?: RuleSummary[] },
) {
  const fake = fakeAdminRulesApi(rules);
  const root = new RootStore({ http: {} as HttpClient, i18n: createI18n(locale) });
  root.session.signedIn({ staff: { id: 'me', name: '李雷', corporationId: 'corp' }, permissions });
  root.registerModule(
    defineModule<RootStore>({
      ...adminRulesDescriptor,
      stores: [bindStore(adminRulesStoreRef, () => new AdminRulesStore(fake.api))],
      routes: [],
    }),
  );
  render(
    <RootStoreContext.Provider value={root}>
      <I18nextProvider i18n={root.i18n}>
        <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {adminRulesModule.routes.map(({ path: pattern, component: Page }) => (
                <Route key={pattern} path={pattern} element={<Page />} />
              ))}
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    </RootStoreContext.Provider>,
  );
  return { ...fake, root, user: userEvent.setup() };
}
