import { exposeShared } from './exposeShared';
import {
  fetchAppRegistry,
  startMicroFrontends,
  type StartMicroFrontendsOptions,
} from './startMicroFrontends';

export { fetchAppRegistry };

export async function startRuntime(options: StartMicroFrontendsOptions): Promise<void> {
  exposeShared();
  await startMicroFrontends(options);
}

/** Re-runs single-spa's routing so a LOAD_ERROR app is loaded again (after its 200 ms pause). */
export { triggerAppChange as retryFailedLoads } from 'single-spa';
