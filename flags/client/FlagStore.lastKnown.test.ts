import { LAST_KNOWN_PREFIX } from './lastKnownFlags';
import { memoryStorage } from './testing/memoryStorage';
import { settle } from './testing/settle';
import { STAFF, storeHarness } from './testing/storeHarness';

const SNAPSHOT_KEY = `${LAST_KNOWN_PREFIX}staff-1`;

async function storageAfterASession(flags: Record<string, string>) {
  const first = storeHarness();
  void first.store.start();
  first.clients.latest().becomeReady(flags);
  await settle();
  await first.store.close();
  return first.storage;
}

describe('FlagStore last-known flags', () => {
  it('saves confirmed values under fb-last-known:<keyId>', async () => {
    const storage = await storageAfterASession({ 'module-bills': 'false' });
    const saved = JSON.parse(storage.items.get(SNAPSHOT_KEY) ?? '{}') as { flags: unknown };
    expect(saved.flags).toEqual({ 'module-bills': 'false' });
  });

  it('serves them from construction, before any client exists (a reload while offline)', async () => {
    const storage = await storageAfterASession({
      'module-bills': 'false',
      'upload-max-size-mb': '50',
    });
    const { store, clients } = storeHarness({}, storage);
    expect(clients.built).toHaveLength(0);
    expect(store.variation('module-bills')).toBe(false);
    expect(store.variation('upload-max-size-mb')).toBe(50);
  });

  it('tells a returning person’s start from a first visit', async () => {
    expect(storeHarness().store.startsFromLastKnown).toBe(false);
    const storage = await storageAfterASession({ 'module-bills': 'false' });
    expect(storeHarness({}, storage).store.startsFromLastKnown).toBe(true);
  });

  it('keeps them through a start timeout when the SDK has nothing yet', async () => {
    const storage = await storageAfterASession({ 'module-bills': 'false' });
    const { store, time } = storeHarness({}, storage);
    void store.start();
    time.advance(5000);
    await settle();
    expect(store.status).toBe('failed');
    expect(store.variation('module-bills')).toBe(false);
  });

  it('adds what the SDK loaded from its own store at the start timeout, without saving it', async () => {
    const { store, clients, time, storage } = storeHarness();
    void store.start();
    clients.latest().flags = { 'module-approval': 'false' };
    time.advance(5000);
    await settle();
    expect(store.variation('module-approval')).toBe(false);
    expect(storage.items.has(SNAPSHOT_KEY)).toBe(false);
  });

  it('keeps a confirmed value when the SDK cache says otherwise at the start timeout', async () => {
    const storage = await storageAfterASession({ 'module-approval': 'false' });
    const { store, clients, time } = storeHarness({}, storage);
    void store.start();
    clients.latest().flags = { 'module-approval': 'true', 'module-print': 'false' };
    time.advance(5000);
    await settle();
    expect(store.variation('module-approval')).toBe(false);
    expect(store.variation('module-print')).toBe(false);
  });

  it('is not served to the same staff member in another corporation', async () => {
    const storage = await storageAfterASession({ 'module-bills': 'false' });
    const { store } = storeHarness({ user: { ...STAFF, corporationId: 'corp-b' } }, storage);
    expect(store.variation('module-bills')).toBe(true);
  });

  it('switches to the new corporation’s snapshot on identify', async () => {
    const storage = await storageAfterASession({ 'module-bills': 'false' });
    const { store } = storeHarness({ user: { ...STAFF, corporationId: 'corp-b' } }, storage);
    await store.identify(STAFF);
    expect(store.variation('module-bills')).toBe(false);
  });

  it('ignores a corrupt snapshot', () => {
    const { store } = storeHarness({}, memoryStorage({ [SNAPSHOT_KEY]: '{not json' }));
    expect(store.variation('module-bills')).toBe(true);
  });
});
