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
 * Starts FeatBit for the signed-in staff; a first visit waits for it (at most its 5000 ms start
 * wait). Without FeatBit configured, modules use their catalogue defaults.
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
  const started = store.start();
  // A returning person starts from the flags the server confirmed on their last visit, and what
  // changed since arrives live, like any flag change: the home does not wait for the stream's
  // round trips (about 300 ms on a phone network). A first visit waits, so modules a tenant does
  // not have never flash on screen.
  if (!store.startsFromLastKnown) await started;
  return store;
}
