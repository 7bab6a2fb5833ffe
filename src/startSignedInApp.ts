import type { createBrowserRouter } from 'react-router-dom';
import { restoreSession } from './auth/restoreSession';
import type { AppConfig } from './config';
import { shellPaths } from './routes';
import type { StartupParams } from './startup';
import type { RootStore } from './store';

export interface SignedInAppContext {
  root: RootStore;
  config: AppConfig;
  params: StartupParams;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Start-up after the first paint (ARCHITECTURE.md §2 steps 3–6): session → flags → micro-apps. */
export async function startSignedInApp({
  root,
  config,
  params,
  router,
}: SignedInAppContext): Promise<void> {
  const status = await restoreSession(root);
  if (status === 'no-corporation') {
    await router.navigate(shellPaths.selectEnterprise());
    return;
  }
  if (status === 'failed') await router.navigate(shellPaths.error());
  const staff = root.session.staff;
  if (status !== 'signed-in' || !staff) return;
  try {
    // Loaded after the first paint: the FeatBit SDK is not needed to show the shell.
    const { startFlagStore } = await import('./startFlagStore');
    await startFlagStore({ root, config, staff, host: params.sdkName ?? params.type ?? 'web' });
  } catch (error) {
    console.error('[shell] feature flags failed to start; modules use catalogue defaults', error);
  }
  const { startRuntime } = await import('./microfrontend/startRuntime');
  await startRuntime({ root, config, flags: root.flags.get()?.modules });
}
