/**
 * The FlagStore over the real @featbit/js-client-sdk 4.2.15 under jsdom (real localStorage,
 * real WebSocket), with `fetch` answered in-test so the polling data source needs no server.
 */
import { waitFor } from '@testing-library/react';
import { createFeatBitClient, type FlagClient } from './createFeatBitClient';
import { AUTHENTICATION_FAILED_MESSAGE } from './flagClientMessages';
import { FlagStore } from './FlagStore';
import type { FlagStoreOptions } from './FlagStoreOptions';
import { LAST_KNOWN_PREFIX } from './lastKnownFlags';
import { manualScheduler } from './testing/manualScheduler';
import { recordingLogger } from './testing/recordingLogger';
import { answerFetch, fullSync } from './testing/answerFetch';
import { STAFF } from './testing/storeHarness';

const OPTIONS: FlagStoreOptions = {
  sdkKey: 'lab-sdk-key',
  // Port 1 refuses connections: the flag server is down.
  streamingUrl: 'ws://127.0.0.1:1',
  pollingUrl: 'http://flags.test',
  eventsUrl: 'http://flags.test',
  user: STAFF,
  startWaitTime: 100,
};

function storeWith(options: Partial<FlagStoreOptions>) {
  const createClient = jest.fn(createFeatBitClient);
  const time = manualScheduler();
  const log = recordingLogger();
  const store = new FlagStore(
    { ...OPTIONS, ...options },
    { createClient, scheduler: time.scheduler, logger: log.logger },
  );
  return { store, createClient, time, log };
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

async function sessionThatSaw(flags: Record<string, string>) {
  const requests = answerFetch({ status: 200, body: fullSync(flags) });
  const { store } = storeWith({ mode: 'polling' });
  await store.start();
  expect(store.status).toBe('initialized');
  store.variation('module-bills');
  store.track('bill-submitted', 2);
  await store.close();
  jest.restoreAllMocks();
  return requests;
}

describe('FlagStore over the real SDK', () => {
  it('polls as the staff member and sends metric and evaluation events', async () => {
    const requests = await sessionThatSaw({ 'module-bills': 'false' });
    const poll = requests.find((r) => r.url.includes('/api/public/sdk/client/latest-all'));
    expect(JSON.parse(poll?.body ?? '{}')).toMatchObject({ keyId: 'staff-1', name: 'Li Lei' });
    const events = requests.filter((r) => r.url.endsWith('/api/public/insight/track'));
    const sent = events.map((r) => r.body).join();
    expect(sent).toContain('"eventName":"bill-submitted"');
    expect(sent).toContain('"featureFlagKey":"module-bills"');
  });

  it('starts from the last-known flags after a reload while the flag server is down', async () => {
    await sessionThatSaw({ 'module-bills': 'false' });
    expect(localStorage.getItem(`${LAST_KNOWN_PREFIX}staff-1`)).toContain('module-bills');
    const { store, time } = storeWith({});
    expect(store.variation('module-bills')).toBe(false); // before start: our snapshot
    const started = store.start();
    time.advance(100);
    await started;
    expect(store.status).toBe('failed');
    expect(store.variation('module-bills')).toBe(false);
    await store.close();
  });

  it('serves the SDK’s own fb-datastore after the start timeout when our snapshot is gone', async () => {
    await sessionThatSaw({ 'module-bills': 'false' });
    localStorage.removeItem(`${LAST_KNOWN_PREFIX}staff-1`);
    expect(Object.keys(localStorage).some((key) => key.startsWith('fb-datastore-'))).toBe(true);
    const { store, time, createClient } = storeWith({});
    expect(store.variation('module-bills')).toBe(true); // nothing read yet: catalogue default
    void store.start();
    // The SDK loads its store asynchronously (it hashes the user); the timeout re-reads it, so
    // the clock moves only once the SDK holds the flags (a fixed wait lost that race under load).
    const client = createClient.mock.results[0]?.value as FlagClient;
    await waitFor(async () => expect(await client.getAllVariations()).not.toHaveLength(0));
    time.advance(100);
    await waitFor(() => expect(store.variation('module-bills')).toBe(false));
    await store.close();
  });

  it('stops on a 401 from the polling endpoint with the spec message', async () => {
    answerFetch({ status: 401 });
    const { store, createClient, time, log } = storeWith({ mode: 'polling' });
    void store.start();
    await waitFor(() => expect(log.textsAt('error')).toContain(AUTHENTICATION_FAILED_MESSAGE));
    time.advance(120_000);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(store.status).toBe('failed');
    await store.close();
  });

  it('rebuilds the client after a 500, where the SDK alone would stop polling for good', async () => {
    answerFetch({ status: 500 }, { status: 200, body: fullSync({ 'module-print': 'false' }) });
    const { store, createClient, time } = storeWith({ mode: 'polling' });
    void store.start();
    await waitFor(() => expect(time.pendingDelays()).toContain(1000));
    time.advance(1000);
    await waitFor(() => expect(store.status).toBe('initialized'));
    expect(createClient).toHaveBeenCalledTimes(2);
    expect(store.variation('module-print')).toBe(false);
    await store.close();
  });

  it('closes a client built a moment ago, replaying an early metric first', async () => {
    const requests = answerFetch('network-error');
    const { store } = storeWith({ mode: 'polling' });
    void store.start();
    store.track('app-opened'); // the SDK has not assembled its event queue yet
    await expect(store.close()).resolves.toBeUndefined();
    expect(requests.some((r) => r.body.includes('"eventName":"app-opened"'))).toBe(true);
  });
});
