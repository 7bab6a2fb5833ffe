import { FlagStore } from '@flags/client/FlagStore';
import { createModuleFlagSource } from '@flags/client/moduleFlagSource';
import type { AppConfig } from './config';
import type { SessionStaff, RootStore } from './store';

export interface FlagStartContext {
  root: RootStore;
  config: Pick<AppConfig, 'featbit'>;
  staff: SessionStaff;
  host: string;
}

/**
 * Starts FeatBit for the signed-in staff and waits for it (at most its 5000 ms start wait, with
 * last-known flags meanwhile), so modules a tenant does not have never flash on screen.
 * Without FeatBit configured, modules use their catalogue defaults.
 */
export async function startFlagStore({
  root,
  config,
  staff,
  host,
}: FlagStartContext): Promise<FlagStore | null> {
  const { mode, sdkKey, streamingUrl, pollingUrl, eventsUrl } = config.featbit;
  if (!sdkKey || !streamingUrl || !pollingUrl || !eventsUrl) {
    console.warn('[shell] FeatBit is not configured: every flag keeps its catalogue default');
    return null;
  }
  const store = new FlagStore({
    mode,
    sdkKey,
    streamingUrl,
    pollingUrl,
    eventsUrl,
    user: {
      staffId: staff.id,
      name: staff.name,
      corporationId: staff.corporationId,
      departmentId: staff.departmentId,
      locale: root.locale.locale,
      host,
    },
  });
  root.flags.set({ store, modules: createModuleFlagSource(store) });
  await store.start();
  return store;
}
