/**
 * The floor of our stack: one routed component on the same libraries, each used the way the
 * shell's first screen uses it (data router, an observable store read by an observer, themed
 * styled components with a global style, an i18next instance through react-i18next, one axios
 * client with interceptors). Built with the shell's own webpack/swc settings by buildFloor.ts;
 * whatever the shell's critical path weighs beyond this is ours to justify.
 */
import axios from 'axios';
import i18next from 'i18next';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, NavLink, Outlet, RouterProvider } from 'react-router-dom';
import styled, { createGlobalStyle, ThemeProvider, type DefaultTheme } from 'styled-components';

const http = axios.create({ baseURL: '/api' });
http.interceptors.request.use((request) => request);
http.interceptors.response.use(
  (response) => response,
  (error: unknown) => Promise.reject(error),
);

class SessionStore {
  name = '';
  constructor() {
    makeAutoObservable(this);
  }
  async load(): Promise<void> {
    const answer = await http.get<{ name: string }>('/v1/me').catch(() => ({ data: { name: '' } }));
    runInAction(() => {
      this.name = answer.data.name;
    });
  }
}

const session = new SessionStore();
reaction(
  () => session.name,
  (name) => (document.title = name),
);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    'zh-CN': { translation: { home: '首页' } },
    'en-US': { translation: { home: 'Home' } },
  },
  lng: 'zh-CN',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const Home = observer(function Home() {
  const { t } = useTranslation();
  return (
    <Title>
      {t('app.title')} {session.name}
    </Title>
  );
});

function Layout() {
  return (
    <main>
      <nav aria-label="home">
        <NavLink to="/">/</NavLink>
      </nav>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  { element: <Layout />, children: [{ path: '*', element: <Home /> }] },
]);

/** The app's DefaultTheme is its own; the floor's is one colour. */
interface FloorTheme {
  text: string;
}
const theme = { text: '#1f2329' } satisfies FloorTheme as unknown as DefaultTheme;

const Global = createGlobalStyle`body { margin: 0; }`;
const Title = styled.h1`
  color: ${(props) => (props.theme as unknown as FloorTheme).text};
`;

const container = document.getElementById('app');
if (container) {
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <Global />
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  void session.load();
}
