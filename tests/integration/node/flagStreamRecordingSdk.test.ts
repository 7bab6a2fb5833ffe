import type { IFbClient } from '@featbit/js-client-sdk';
import {
  buildSdkClient,
  closeSdkClient,
  staffUser,
} from '../../../lab/flagServer/testing/buildSdkClient';
import { RECORDED_CALL } from '../../../lab/flagServer/testing/flagRecordingHarness';
import { installSdkGlobals } from '../../../lab/flagServer/testing/installSdkGlobals';
import { startLinkedLab, type LinkedLab } from '../../../lab/flagServer/testing/startLinkedLab';

// The SDK cannot set headers on its socket, so its stream is in the 'default' lab session.
const SESSION = 'default';
const USER = staffUser('staff-9', 'H0d9Pua0Sm6CtN');

function nextUpdate(client: IFbClient, key: string): Promise<void> {
  return new Promise((resolve) => client.on(`update:${key}`, () => resolve()));
}

describe('the real FeatBit SDK against a replayed flag stream', () => {
  const labs: LinkedLab[] = [];
  const clients: IFbClient[] = [];
  const sdk = (base: LinkedLab) => {
    installSdkGlobals();
    const client = buildSdkClient(base.origin, { user: USER, disableEvents: true });
    clients.push(client);
    return client;
  };
  const lab = async () => {
    const started = await startLinkedLab();
    labs.push(started);
    return started;
  };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(closeSdkClient));
    await Promise.all(labs.splice(0).map((started) => started.close()));
  });

  it('sees the recorded flag values change at the same point of the HTTP timeline', async () => {
    const live = await lab();
    await live.call('/__lab/recording/start', SESSION, { name: 'sdk-qa' });
    const recordingClient = sdk(live);
    await recordingClient.waitForInitialization();
    await live.call(RECORDED_CALL, SESSION);
    const changed = nextUpdate(recordingClient, 'module-print');
    await live.call('/__lab/flags/module-print/disable', SESSION, {});
    await changed;
    const { body: recording } = await live.call('/__lab/recording/stop', SESSION, {});
    await closeSdkClient(clients.splice(0)[0]);

    const fresh = await lab();
    expect((await fresh.call('/__lab/replay/start', SESSION, recording)).status).toBe(201);
    const replayingClient = sdk(fresh);
    await replayingClient.waitForInitialization();
    expect(replayingClient.boolVariation('module-print', false)).toBe(true);
    // A live change on the fresh lab must not reach the replaying client.
    await fresh.call('/__lab/flags/module-bills/disable', SESSION, {});

    const replayedChange = nextUpdate(replayingClient, 'module-print');
    await fresh.call(RECORDED_CALL, SESSION);
    await replayedChange;
    expect(replayingClient.boolVariation('module-print', true)).toBe(false);
    expect(replayingClient.boolVariation('module-bills', false)).toBe(true);
  });
});
