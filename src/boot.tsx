import { createRoot, type Root } from 'react-dom/client';
import { App } from './App';
import { loadAppConfig } from './config';
import { holdEarlyMessages } from './hostRpc/holdEarlyMessages';
import { exposeLabProbe } from './exposeLabProbe';
import { configureDocumentPreview } from './navigation/documentPreview';
import { withRememberedEntry } from './signIn/tabSession';
import { holdSignedOutTab } from './signIn/signOut';
import { startChunks } from './startChunks';
import { startSignedInApp } from './startSignedInApp';
import { createHttpClient } from './http';
import { createI18nWith, loadCatalogue } from './i18n';
import { shellModules } from './modules';
import {
  hasRememberedLocale,
  readRememberedLocale,
  wireRememberedLocale,
  safeLocalStorage,
  safeSessionStorage,
} from './rememberedLocale';
import { wireRememberedUi } from './rememberedUi';
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

/** Start-up order from docs/architecture.md; steps that later issues add slot in where marked. */
export async function boot(container: HTMLElement): Promise<BootResult> {
  const tabStorage = safeSessionStorage();
  const { params, warnings } = readStartupParams(
    withRememberedEntry(window.location.search, tabStorage),
  );
  for (const { key, reason } of warnings)
    console.warn(`[shell] startup parameter ${key} ignored: ${reason}`);
  const chunks = startChunks(params, navigator.userAgent, window.location.pathname);
  const storage = safeLocalStorage();
  const remembered = readRememberedLocale(storage);
  const i18n = createI18nWith(remembered);
  // en-US is its own chunk: asked for beside the config, in before the first render.
  const catalogue = loadCatalogue(i18n, remembered).catch((error: unknown) =>
    console.error('[shell] the remembered language could not load; zh-CN is shown', error),
  );

  const { config, problems } = await loadAppConfig(fetch, window.__expenseStartCalls?.config);
  for (const problem of problems) console.warn('[shell] config:', problem);
  await catalogue;
  const http = createHttpClient({
    baseURL: config.apiBase,
    grantEndpointPatterns: config.grantEndpointPatterns,
    getLocale: () => root.locale.locale,
  });
  const root = new RootStore({ http, i18n });
  root.http.setGrantTokenProvider(() => root.session.accessToken ?? undefined);
  document.documentElement.lang = root.locale.locale;
  wireRememberedLocale(root.locale, storage);
  wireRememberedUi(root.ui, storage);
  for (const definition of shellModules) root.registerModule(definition);

  const router = createAppRouter(config);
  // Only where an embedding page may talk to the app (allowed origins), so its own chunk.
  if (config.hosts.allowedMessageOrigins.length > 0) {
    const early = holdEarlyMessages(window);
    void import(/* webpackChunkName: "embedding-rpc" */ './hostRpc/startHostRpc').then(
      ({ startHostRpc }) =>
        startHostRpc({
          root,
          config,
          navigate: (path) => void router.navigate(path),
          earlier: early.take(),
        }),
      (error: unknown) => {
        early.take();
        console.error('[shell] host messaging failed to start', error);
      },
    );
  }
  if (process.env.NODE_ENV !== 'production') window.__root = root;
  if (config.lab.enabled) exposeLabProbe(root);
  configureDocumentPreview({
    host: config.documentPreviewHost,
    watermark: () => root.session.watermark,
  });

  const reactRoot = createRoot(container);
  reactRoot.render(<App root={root} router={router} />);
  if (holdSignedOutTab(root, tabStorage, window.location.pathname))
    return { root, params, reactRoot };
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
