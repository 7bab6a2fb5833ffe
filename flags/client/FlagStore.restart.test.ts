import { AUTHENTICATION_FAILED_MESSAGE } from './flagClientMessages';
import { RESTART_DELAYS_MS } from './RestartBackoff';
import type { FlagClient } from './createFeatBitClient';
import { FlagStore } from './FlagStore';
import { manualScheduler } from './testing/manualScheduler';
import { recordingLogger } from './testing/recordingLogger';
import { settle } from './testing/settle';
import { STAFF, storeHarness } from './testing/storeHarness';

// What SDK 4.2.15 hands to 'failed' after a polling non-200: the status only in the message.
function pollingFailure(status: number) {
  const message = `Received I/O error (Unexpected status code: ${status}) for polling request - giving up permanently`;
  return Object.assign(new Error(message), { name: 'FbPollingError', status: undefined });
}

describe('FlagStore restarts', () => {
  it('rebuilds the client after each fatal failure with the spec backoff, then repeats 60 s', () => {
    const { store, clients, time } = storeHarness({ mode: 'polling' });
    void store.start();
    time.advance(5000); // past the start wait, so only restart timers are pending
    const delays: number[] = [];
    for (let attempt = 0; attempt < RESTART_DELAYS_MS.length + 2; attempt += 1) {
      const client = clients.latest();
      client.fail(pollingFailure(500));
      expect(client.closed).toBe(true);
      delays.push(...time.pendingDelays());
      time.advance(delays.at(-1) ?? 0);
    }
    expect(delays).toEqual([1000, 3000, 5000, 7000, 11000, 13000, 30000, 60000, 60000, 60000]);
    expect(clients.built).toHaveLength(11);
    expect(store.status).toBe('failed');
  });

  it('starts the backoff over after a successful initialization', async () => {
    const { store, clients, time } = storeHarness();
    void store.start();
    time.advance(5000);
    clients.latest().fail(pollingFailure(503));
    time.advance(1000);
    clients.latest().fail(pollingFailure(503));
    expect(time.pendingDelays()).toEqual([3000]);
    time.advance(3000);
    clients.latest().becomeReady({});
    await settle();
    expect(store.status).toBe('initialized');
    clients.latest().fail(new Error('fetch failed'));
    expect(store.status).toBe('failed');
    expect(time.pendingDelays()).toEqual([1000]);
  });

  it('stops for good on 401, logging the spec message exactly', async () => {
    const { store, clients, time, log } = storeHarness({ mode: 'polling' });
    let resolved = false;
    void store.start().then(() => (resolved = true));
    clients.latest().fail(pollingFailure(401));
    await settle();
    expect(log.textsAt('error')).toEqual([AUTHENTICATION_FAILED_MESSAGE]);
    expect(time.pendingDelays()).toEqual([]);
    expect(resolved).toBe(true);
    time.advance(120000);
    expect(clients.built).toHaveLength(1);
    expect(store.status).toBe('failed');
  });

  it.each([403, 404, 410])('stops for good on %i', (status) => {
    const { store, clients, time, log } = storeHarness({ mode: 'polling' });
    void store.start();
    clients.latest().fail({ status, message: 'refused' });
    time.advance(120000);
    expect(clients.built).toHaveLength(1);
    expect(log.textsAt('error')).toEqual([
      `FeatBit refused the flag request with HTTP ${status}; not retrying.`,
    ]);
  });

  it.each([400, 408, 429, 500, 502])('keeps retrying on %i', (status) => {
    const { store, clients, time } = storeHarness({ mode: 'polling' });
    void store.start();
    clients.latest().fail(pollingFailure(status));
    time.advance(1000);
    expect(clients.built).toHaveLength(2);
  });

  it('ignores events from a client it already replaced', async () => {
    const { store, clients, time } = storeHarness();
    void store.start();
    const first = clients.latest();
    first.fail(pollingFailure(500));
    first.becomeReady({ 'module-bills': 'false' });
    await settle();
    expect(store.status).toBe('failed');
    expect(store.variation('module-bills')).toBe(true);
    time.advance(1000);
    expect(clients.built).toHaveLength(2);
  });

  it('replays metric events tracked while the client was being rebuilt', () => {
    const { store, clients, time } = storeHarness();
    void store.start();
    clients.latest().fail(pollingFailure(500));
    store.track('bill-submitted', 2);
    time.advance(1000);
    expect(clients.latest().tracked).toEqual([['bill-submitted', 2]]);
  });

  it('does not rebuild after close()', async () => {
    const { store, clients, time } = storeHarness();
    void store.start();
    clients.latest().fail(pollingFailure(500));
    await store.close();
    time.advance(60000);
    expect(clients.built).toHaveLength(1);
  });

  it('gives up without retrying when the client cannot even be built', async () => {
    const time = manualScheduler();
    const log = recordingLogger();
    const createClient = jest.fn((): FlagClient => {
      throw new Error('You must configure the client with an SDK key');
    });
    const store = new FlagStore(
      {
        sdkKey: '',
        streamingUrl: 'ws://x',
        pollingUrl: 'http://x',
        eventsUrl: 'http://x',
        user: STAFF,
      },
      { createClient, scheduler: time.scheduler, logger: log.logger, storage: undefined },
    );
    await store.start();
    time.advance(120000);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(store.status).toBe('failed');
    expect(log.textsAt('error')[0]).toMatch(/could not be created.*SDK key/);
  });
});
