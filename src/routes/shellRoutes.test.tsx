import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { HttpClient } from '../http';
import { createI18n, type Locale } from '../i18n';
import { RootStore, RootStoreContext } from '../store';
import { buildTheme } from '../theme';
import { createTestRouter } from './createAppRouter';

function renderAt(path: string, locale: Locale = 'zh-CN', crashRoute = false) {
  const i18n = createI18n(locale);
  const root = new RootStore({ http: {} as HttpClient, i18n });
  const router = createTestRouter({ lab: { enabled: crashRoute, crashRoute, host: null } }, path);
  render(
    <I18nextProvider i18n={i18n}>
      <RootStoreContext.Provider value={root}>
        <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </RootStoreContext.Provider>
    </I18nextProvider>,
  );
  return router;
}

describe('the shell routes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the sign-in screen at /login in zh-CN', () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument();
  });

  it('shows the sign-in screen in en-US', () => {
    renderAt('/login', 'en-US');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows enterprise selection at /selectEnterprise5, waiting for sign-in before listing', async () => {
    renderAt('/selectEnterprise5');
    expect(await screen.findByRole('heading', { name: '选择企业' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载企业列表…');
  });

  it('shows the generic error screen with its image', () => {
    renderAt('/error', 'en-US');
    expect(
      screen.getByText('unknown problem, please contact the system administrator'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('replaces a route that throws with the error screen', async () => {
    renderAt('/__lab-crash', 'zh-CN', true);
    expect(await screen.findByRole('alert')).toHaveTextContent('未知问题，请联系系统管理员');
    expect(screen.getByText(/this exception is intentional/)).toBeInTheDocument();
  });

  it('does not register the crash route unless the config asks for it', () => {
    renderAt('/__lab-crash');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.getElementById('root')).toBeInTheDocument();
  });
});
