import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  createScriptedHttp,
  type ScriptedHttp,
  type ScriptedReply,
} from '../auth/testing/scriptedHttp';
import { createI18n, type Locale } from '../i18n';
import { RootStore, RootStoreContext } from '../store';
import { buildTheme } from '../theme';
import { createTestRouter } from './createAppRouter';
import { SelectEnterpriseRoute, type SelectEnterpriseRouteProps } from './SelectEnterpriseRoute';

const LIST: ScriptedReply = {
  status: 200,
  body: {
    items: [
      { id: 'corp-1', name: 'Group' },
      { id: 'corp-2', name: ' Subsidiary ' },
    ],
  },
};
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

let scripted: ScriptedHttp;
afterEach(() => {
  scripted.restore();
  jest.restoreAllMocks();
});

function setUp(replies: ScriptedReply[], locale: Locale = 'en-US') {
  const queue = [...replies];
  scripted = createScriptedHttp(() => queue.shift() ?? LIST);
  const root = new RootStore({ http: scripted.http, i18n: createI18n(locale) });
  const wrap = (children: ReactNode) =>
    render(
      <I18nextProvider i18n={root.i18n}>
        <RootStoreContext.Provider value={root}>
          <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
            {children}
          </ThemeProvider>
        </RootStoreContext.Provider>
      </I18nextProvider>,
    );
  const onNavigate = jest.fn<void, [string]>();
  const renderRoute = (props: Partial<SelectEnterpriseRouteProps> = {}) =>
    wrap(<SelectEnterpriseRoute onNavigate={onNavigate} {...props} />);
  return { root, wrap, renderRoute, onNavigate, user: userEvent.setup() };
}

const signIn = (root: RootStore, corporationId = '') =>
  act(() => root.session.signedIn({ staff: { id: 's-1', name: 'Li Lei', corporationId } }));

describe('SelectEnterpriseRoute', () => {
  it('waits for sign-in before asking for the list, which needs the grant', async () => {
    const { root, renderRoute } = setUp([]);
    renderRoute();
    expect(screen.getByRole('status')).toHaveTextContent('Loading enterprises…');
    expect(scripted.requests).toEqual([]);
    signIn(root);
    expect(await screen.findByRole('button', { name: 'Subsidiary' })).toBeEnabled();
    expect(scripted.requests.map((request) => request.url)).toEqual(['/account/v2/corporations']);
  });

  it('marks the corporation the person is in', async () => {
    const { root, renderRoute } = setUp([], 'zh-CN');
    signIn(root, 'corp-1');
    renderRoute();
    const current = await screen.findByRole('button', { name: 'Group 当前企业' });
    expect(current).toHaveAttribute('aria-current', 'true');
  });

  it('shows the failure and loads again on retry', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, renderRoute, user } = setUp([{ status: 500, body: { message: 'down' } }]);
    signIn(root);
    renderRoute();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Group' })).toBeInTheDocument();
    expect(scripted.requests).toHaveLength(2);
  });

  describe('when a corporation is chosen', () => {
    async function choose(props: Partial<SelectEnterpriseRouteProps> = {}) {
      const context = setUp([]);
      signIn(context.root);
      context.renderRoute(props);
      await context.user.click(await screen.findByRole('button', { name: 'Subsidiary' }));
      expect(context.onNavigate).toHaveBeenCalledTimes(1);
      return { ...context, url: new URL(context.onNavigate.mock.calls[0]?.[0] ?? '') };
    }

    it("goes to the identity provider's web authorize page with corp_id and staff_id", async () => {
      const { url } = await choose();
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost/idp/web/authorize');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        corp_id: 'corp-2',
        staff_id: 's-1',
        client_id: 'client-app',
        redirect_uri: 'http://localhost/',
      });
    });

    it('takes the applet path on a mobile device', async () => {
      jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
      const { url } = await choose();
      expect(url.pathname).toBe('/idp/applet/authorize');
    });

    it('uses the configured identity provider host and client id', async () => {
      const identityProvider = { host: 'https://idp.corp.example/', clientId: 'expense-web' };
      const { url } = await choose({ identityProvider });
      expect(url.origin).toBe('https://idp.corp.example');
      expect(url.searchParams.get('client_id')).toBe('expense-web');
    });

    it('leaves only once however often it is clicked', async () => {
      const { onNavigate, user } = await choose();
      await user.click(screen.getByRole('button', { name: 'Group' }));
      expect(onNavigate).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).toHaveTextContent('Opening Subsidiary…');
    });
  });

  it('is the element of /selectEnterprise5', async () => {
    const { root, wrap } = setUp([], 'zh-CN');
    signIn(root);
    const router = createTestRouter(
      { lab: { enabled: false, crashRoute: false, host: null } },
      '/selectEnterprise5',
    );
    wrap(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: '选择企业' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Group' })).toBeInTheDocument();
  });
});
