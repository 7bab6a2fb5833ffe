import { fetchAppRegistry } from './fetchRegistry';
import { startMicroFrontends, type StartMicroFrontendsOptions } from './startMicroFrontends';

export { fetchAppRegistry };

/** The shared libraries go on the window with the first bundle (loadSharedSurface), not here. */
export async function startRuntime(options: StartMicroFrontendsOptions): Promise<void> {
  await startMicroFrontends(options);
}

/** Re-runs single-spa's routing so a LOAD_ERROR app is loaded again (after its 200 ms pause). */
export { triggerAppChange as retryFailedLoads } from 'single-spa';
