import type { FlagKey, FlagValue } from '@flags/catalog';
import { FlagStore } from '@flags/client/FlagStore';
import { createModuleFlagSource } from '@flags/client/moduleFlagSource';
import { fakeClients } from '@flags/client/testing/fakeFlagClient';
import { manualScheduler } from '@flags/client/testing/manualScheduler';
import { memoryStorage } from '@flags/client/testing/memoryStorage';
import type { ShellFlags } from '../store/RootStore';

const quiet = () => undefined;

export type TestFlagValues = { [K in FlagKey]?: FlagValue<K> };

export interface TestFlags {
  /** What the shell keeps in `root.flags` (the store and module activity). */
  shell: ShellFlags;
  store: FlagStore;
  /** Changes flags the way the flag stream does: listeners and useFlag see it at once. */
  set(values: TestFlagValues): void;
}

function raw(values: TestFlagValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

/**
 * A real FlagStore over a fake FeatBit client, started with `initial` (other flags read their
 * catalogue defaults). Replaces hand-made `{ store: { variation } }` casts in module tests.
 */
export async function createTestFlags(initial: TestFlagValues = {}): Promise<TestFlags> {
  const clients = fakeClients();
  const store = new FlagStore(
    {
      sdkKey: 'test',
      streamingUrl: 'ws://flags.test',
      pollingUrl: 'http://flags.test',
      eventsUrl: 'http://flags.test',
      user: { staffId: 'me', name: 'Me', corporationId: 'corp', locale: 'zh-CN', host: 'web' },
    },
    {
      createClient: clients.createClient,
      scheduler: manualScheduler().scheduler,
      storage: memoryStorage(),
      logger: { info: quiet, warn: quiet, error: quiet, debug: quiet },
    },
  );
  const started = store.start();
  clients.latest().becomeReady(raw(initial));
  await started;
  return {
    shell: { store, modules: createModuleFlagSource(store) },
    store,
    set: (values) => clients.latest().pushUpdate(raw(values)),
  };
}
