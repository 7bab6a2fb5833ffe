import type { IFbClient } from '@featbit/js-client-sdk';
import {
  buildSdkClient,
  closeSdkClient,
  staffUser,
  TEST_SDK_KEY,
} from '../../../lab/flagServer/testing/buildSdkClient';
import { installSdkGlobals } from '../../../lab/flagServer/testing/installSdkGlobals';
import {
  startFlagTestServer,
  type FlagTestServer,
} from '../../../lab/flagServer/testing/startFlagTestServer';

describe('the real FeatBit SDK polling the mock flag server', () => {
  let flags: FlagTestServer;
  let sdk: IFbClient | undefined;

  beforeEach(async () => {
    installSdkGlobals();
    flags = await startFlagTestServer({ sdkKeys: [TEST_SDK_KEY] });
  });
  afterEach(async () => {
    if (sdk) await closeSdkClient(sdk);
    sdk = undefined;
    await flags.close();
  });

  const poll = (timestamp: number) =>
    fetch(`${flags.origin}/api/public/sdk/client/latest-all?timestamp=${timestamp}`, {
      method: 'POST',
      headers: { Authorization: TEST_SDK_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify(staffUser('u-poll', 'tenant-a')),
    });

  it('initialises from the first poll with every flag', async () => {
    sdk = buildSdkClient(flags.origin, {
      user: staffUser('u-10', 'tenant-a'),
      mode: 'polling',
      disableEvents: true,
    });
    await sdk.waitForInitialization();
    expect(sdk.boolVariation('module-approval', false)).toBe(true);
    expect(sdk.boolVariation('approval-bulk-agree', true)).toBe(false);
  });

  it('answers a poll with nothing newer than its timestamp with an empty 200', async () => {
    const full = await poll(0);
    const message = await full.json();
    expect(message).toMatchObject({ messageType: 'data-sync', data: { eventType: 'full' } });
    const newest = Math.max(
      ...message.data.featureFlags.map((f: { timestamp: number }) => f.timestamp),
    );

    const empty = await poll(newest);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toBe('');
  });

  it('picks up an admin change on its next poll and keeps polling after empty answers', async () => {
    sdk = buildSdkClient(flags.origin, {
      user: staffUser('u-11', 'tenant-a'),
      mode: 'polling',
      pollingInterval: 100,
      disableEvents: true,
    });
    await sdk.waitForInitialization();
    // A few empty 200s go by: the SDK must treat them as "no change", not as an error.
    await new Promise((resolve) => setTimeout(resolve, 350));
    const updated = new Promise<void>((resolve) => sdk?.on('update:module-approval', resolve));
    await flags.admin('/module-approval/disable', { body: {} });
    await updated;
    expect(sdk.boolVariation('module-approval', true)).toBe(false);
  });
});
