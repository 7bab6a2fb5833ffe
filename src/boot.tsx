import { reaction } from 'mobx';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './App';
import { loadAppConfig } from './config';
import { exposeLabProbe } from './exposeLabProbe';
import { withRememberedEntry } from './signIn/tabSession';
import { isSignedOutTab, SIGNED_OUT_FLAG } from './signIn/signOut';
import { startChunks } from './startChunks';
import { startSignedInApp } from './startSignedInApp';
import { createHttpClient } from './http';
import { createI18n } from './i18n';
import { shellModules } from './modules';
import {
  hasRememberedLocale,
  safeSessionStorage,
  readRememberedLocale,
  rememberLocale,
  safeLocalStorage,
} from './rememberedLocale';
import { readRememberedUi, rememberUi } from './rememberedUi';
import { createAppRouter } from './routes';
import { readStartupParams, type StartupParams } from './startup';
import { RootStore } from './store';

export interface BootResult {
  root: RootStore;
  params: StartupParams;
  reactRoot: Root;
}

declare global {
  interface Window {
    __root?: RootStore;
  }
}

/** Start-up order from ARCHITECTURE.md §2; steps that later issues add slot in where marked. */
export async function boot(container: HTMLElement): Promise<BootResult> {
  const tabStorage = safeSessionStorage();
  const { params, warnings } = readStartupParams(
    withRememberedEntry(window.location.search, tabStorage),
  );
  for (const { key, reason } of warnings)
    console.warn(`[shell] startup parameter ${key} ignored: ${reason}`);
  const chunks = startChunks(params, navigator.userAgent);

  const { config, problems } = await loadAppConfig();
  for (const problem of problems) console.warn('[shell] config:', problem);

  const storage = safeLocalStorage();
  const i18n = createI18n(readRememberedLocale(storage));
  const http = createHttpClient({
    baseURL: config.apiBase,
    grantEndpointPatterns: config.grantEndpointPatterns,
    getLocale: () => root.locale.locale,
  });
  const root = new RootStore({ http, i18n });
  root.http.setGrantTokenProvider(() => root.session.accessToken ?? undefined);
  document.documentElement.lang = root.locale.locale;
  reaction(
    () => root.locale.locale,
    (locale) => rememberLocale(storage, locale),
  );
  const ui = readRememberedUi(storage);
  if (ui.themeMode) root.ui.setThemeMode(ui.themeMode);
  if (ui.fontSize) root.ui.setFontSize(ui.fontSize);
  reaction(
    () => ({ themeMode: root.ui.themeMode, fontSize: root.ui.fontSize }),
    (chosen) => rememberUi(storage, chosen),
  );
  for (const definition of shellModules) root.registerModule(definition);

  const router = createAppRouter(config);
  // Only where an embedding page may talk to the app (allowed origins), so its own chunk.
  if (config.hosts.allowedMessageOrigins.length > 0) {
    void import(/* webpackChunkName: "embedding-rpc" */ './hostRpc/startHostRpc').then(
      ({ startHostRpc }) =>
        startHostRpc({ root, config, navigate: (path) => void router.navigate(path) }),
      (error: unknown) => console.error('[shell] host messaging failed to start', error),
    );
  }
  if (process.env.NODE_ENV !== 'production') window.__root = root;
  if (config.lab.enabled) exposeLabProbe(root);

  const reactRoot = createRoot(container);
  reactRoot.render(<App root={root} router={router} />);
  if (isSignedOutTab(tabStorage, window.location.pathname)) {
    // A reload of the signed-out screen: the person chose to leave, so no silent sign-in.
    root.session.signedOut();
    return { root, params, reactRoot };
  }
  try {
    tabStorage?.removeItem(SIGNED_OUT_FLAG);
  } catch {
    // Storage refused: nothing was flagged either.
  }
  void startSignedInApp({
    root,
    config,
    params,
    router,
    localeRemembered: hasRememberedLocale(storage),
    chunks,
  });
  return { root, params, reactRoot };
}
