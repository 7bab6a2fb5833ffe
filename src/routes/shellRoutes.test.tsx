import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import type { Locale } from '../i18n';
import { ShellProviders } from '../ShellProviders';
import { createTestRoot } from '../testing';
import { createTestRouter } from './createAppRouter';

function renderAt(path: string, locale: Locale = 'zh-CN', crashRoute = false) {
  const root = createTestRoot({ locale, staff: null });
  const router = createTestRouter({ lab: { enabled: crashRoute, crashRoute, host: null } }, path);
  render(
    <ShellProviders root={root}>
      <RouterProvider router={router} />
    </ShellProviders>,
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
