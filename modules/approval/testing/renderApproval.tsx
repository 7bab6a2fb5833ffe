import type { HttpClient } from '@shell/http';
import { createI18n, type Locale } from '@shell/i18n';
import { bindStore, defineModule, RootStore, RootStoreContext } from '@shell/store';
import { buildTheme } from '@shell/theme';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { ApprovalStore, approvalStoreRef } from '../ApprovalStore';
import { approvalDescriptor } from '../descriptor';
import { ME } from './approvalFixtures';
import { fakeApprovalApi, type FakeApprovalApi } from './fakeApprovalApi';

/** `ui` (a page in its router) in a real RootStore over a fake api, signed in as ME. */
export function renderApproval(
  locale: Locale,
  ui: ReactElement,
  script: (api: FakeApprovalApi) => void = () => undefined,
) {
  const api = fakeApprovalApi();
  script(api);
  const root = new RootStore({ http: {} as HttpClient, i18n: createI18n(locale) });
  root.session.signedIn({ staff: { id: ME, name: '李雷', corporationId: 'corp' } });
  root.registerModule(
    defineModule<RootStore>({
      ...approvalDescriptor,
      stores: [
        bindStore(approvalStoreRef, (r: RootStore) => new ApprovalStore(r, api, { now: () => 5 })),
      ],
      routes: [],
    }),
  );
  const theme = buildTheme({ mode: 'light', fontSize: 'normal' });
  render(
    <RootStoreContext.Provider value={root}>
      <I18nextProvider i18n={root.i18n}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </RootStoreContext.Provider>,
  );
  return { api, root };
}
