import { FlagStore } from '../FlagStore';
import type { FlagStoreOptions, FlagUser } from '../FlagStoreOptions';
import { fakeClients } from './fakeFlagClient';
import { manualScheduler } from './manualScheduler';
import { memoryStorage } from './memoryStorage';
import { recordingLogger } from './recordingLogger';

export const STAFF: FlagUser = {
  staffId: 'staff-1',
  name: 'Li Lei',
  corporationId: 'corp-a',
  parentTenantId: 'group-1',
  departmentId: 'dept-9',
  locale: 'zh-CN',
  host: 'web',
};

/** A FlagStore over fake clients, a manual clock, a recording logger and in-memory storage. */
export function storeHarness(overrides: Partial<FlagStoreOptions> = {}, storage = memoryStorage()) {
  const clients = fakeClients();
  const time = manualScheduler();
  const log = recordingLogger();
  const options: FlagStoreOptions = {
    sdkKey: 'sdk-key',
    streamingUrl: 'ws://flags.test',
    pollingUrl: 'http://flags.test',
    eventsUrl: 'http://flags.test',
    user: STAFF,
    ...overrides,
  };
  const store = new FlagStore(options, {
    createClient: clients.createClient,
    scheduler: time.scheduler,
    logger: log.logger,
    storage,
  });
  return { store, clients, time, log, storage };
}
