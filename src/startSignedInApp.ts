import type { createBrowserRouter } from 'react-router-dom';
import type { AppConfig } from './config';
import { isHomePath } from './frame/isHomePath';
import { loadHomePage } from './home/loadHomePage';
import { loadHomeStore } from './home/loadHomeStore';
import { shellPaths } from './routes';
import { prefetchRegistry } from './microfrontend/prefetchRegistry';
import type { StartChunks } from './startChunks';
import type { StartupParams } from './startup';
import type { RootStore } from './store';

export interface SignedInAppContext {
  root: RootStore;
  config: AppConfig;
  params: StartupParams;
  router: ReturnType<typeof createBrowserRouter>;
  localeRemembered: boolean;
  /** Chunks already requested at boot (startChunks). */
  chunks: StartChunks;
}

/** Start-up after the first paint (docs/architecture.md steps 2–6): sign-in → flags → micro-apps. */
export async function startSignedInApp(context: SignedInAppContext): Promise<void> {
  const { root, config, params, router } = context;
  const { signIn: signInChunk, flags: flagsChunk, runtime } = context.chunks;
  // Signing in from the first paint on, as before its code became a chunk of its own.
  root.session.startSignIn();
  // The home is the screen after sign-in: its chunk loads alongside sign-in too.
  void loadHomePage().catch(() => undefined);
  const registryFirstTry = prefetchRegistry(root.http, config.registryUrl);
  const status = await signInChunk.then(
    ({ runSignIn }) =>
      runSignIn({
        root,
        config,
        params,
        navigate: (path) => router.navigate(path, { replace: true }),
        localeRemembered: context.localeRemembered,
      }),
    (error: unknown) => {
      // Without its chunk there is no sign-in: the generic error screen, as for any failed sign-in.
      console.error('[sign-in] the sign-in chunk failed to load', error);
      root.session.failed('sign-in chunk');
      void router.navigate(shellPaths.error(), { replace: true });
      return root.session.status;
    },
  );
  // Installed only now: during sign-in a 401 means "ask the host again", not "go to /login".
  root.http.setUnauthorizedHandler(() => {
    root.session.unauthorized();
    void router.navigate(shellPaths.login());
  });
  const staff = root.session.staff;
  if (status !== 'signed-in' || !staff) return;
  // Its chunk is among the start's preloads (webpack.config.ts), so no round trip is added here.
  if (isHomePath(window.location.pathname))
    void loadHomeStore().then(({ homeStoreOf }) => homeStoreOf(root).startEarly());
  // The registry (its first try under way since the start) loads while the flag client starts.
  const registry = runtime.then((module) =>
    module.fetchAppRegistry(root, config, registryFirstTry),
  );
  // Its failure is reported by startRuntime, which awaits it; this only keeps it from going unhandled.
  registry.catch(() => undefined);
  try {
    // Loaded after the first paint: the FeatBit SDK is not needed to show the shell.
    const { startFlagStore } = await flagsChunk;
    await startFlagStore({ root, config, staff, host: params.sdkName ?? params.type ?? 'web' });
  } catch (error) {
    console.error('[shell] feature flags failed to start; modules use catalogue defaults', error);
  }
  const { startRuntime } = await runtime;
  await startRuntime({ root, config, flags: root.flags.get()?.modules, registry });
}
