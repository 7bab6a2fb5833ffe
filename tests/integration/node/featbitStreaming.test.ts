import type { IFbClient } from '@featbit/js-client-sdk';
import {
  buildSdkClient,
  closeSdkClient,
  staffUser,
  TEST_SDK_KEY,
} from '../../../lab/flagServer/testing/buildSdkClient';
import {
  installSdkGlobals,
  type SdkGlobals,
} from '../../../lab/flagServer/testing/installSdkGlobals';
import {
  startFlagTestServer,
  type FlagTestServer,
} from '../../../lab/flagServer/testing/startFlagTestServer';

// Tenants of the shipped definitions: upload-file-types targets the first, not the second.
const TARGETED_TENANT = 'z64in71MmDg2Ht';
const ALLOW_LIST = expect.objectContaining({ suffixes: expect.arrayContaining(['pdf']) });
const OTHER_TENANT = 'not-a-pilot-tenant';

function nextUpdate(client: IFbClient, key: string): Promise<void> {
  return new Promise((resolve) => client.on(`update:${key}`, () => resolve()));
}

describe('the real FeatBit SDK streaming from the mock flag server', () => {
  let globals: SdkGlobals;
  let flags: FlagTestServer;
  const clients: IFbClient[] = [];
  // Events are another test's subject; without them close() does not wait for a flush.
  const client = (origin: string, options: Parameters<typeof buildSdkClient>[1]) => {
    const built = buildSdkClient(origin, { disableEvents: true, ...options });
    clients.push(built);
    return built;
  };

  beforeEach(async () => {
    globals = installSdkGlobals();
    flags = await startFlagTestServer({ sdkKeys: [TEST_SDK_KEY] });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(closeSdkClient));
    await flags.close();
  });

  it('initialises from a full sync evaluated for its user', async () => {
    const sdk = client(flags.origin, { user: staffUser('u-1', TARGETED_TENANT) });
    await sdk.waitForInitialization();
    expect(sdk.boolVariation('module-bills', false)).toBe(true);
    expect(sdk.jsonVariationDetail('upload-file-types', {})).toMatchObject({
      value: ALLOW_LIST,
      reason: 'Tenants served PDF, OFD and images',
    });
    expect(
      globals.sockets[0].received.find((m) => m.messageType === 'data-sync')?.data,
    ).toMatchObject({ eventType: 'full', userKeyId: 'u-1' });
    expect(flags.flags.connections()).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ keyId: 'u-1' }) }),
    ]);
  });

  it('receives an admin change as a one-flag patch and variation() follows it live', async () => {
    const sdk = client(flags.origin, { user: staffUser('u-2', OTHER_TENANT) });
    await sdk.waitForInitialization();
    expect(sdk.boolVariation('module-print', false)).toBe(true);

    const updated = nextUpdate(sdk, 'module-print');
    expect((await flags.admin('/module-print/disable', { body: {} })).status).toBe(200);
    await updated;

    expect(sdk.boolVariationDetail('module-print', true)).toMatchObject({
      value: false,
      reason: 'flag disabled',
    });
    const last = globals.sockets[0].received.at(-1);
    expect(last?.data).toMatchObject({ eventType: 'patch', userKeyId: 'u-2' });
    expect(last?.data.featureFlags).toEqual([expect.objectContaining({ id: 'module-print' })]);
  });

  it('gets a full sync after identify() with new attributes and sees the new tenant', async () => {
    const sdk = client(flags.origin, { user: staffUser('u-3', OTHER_TENANT) });
    await sdk.waitForInitialization();
    expect(sdk.jsonVariation('upload-file-types', null)).toEqual({});

    await sdk.identify(staffUser('u-3', TARGETED_TENANT));

    expect(sdk.jsonVariation('upload-file-types', {})).toEqual(ALLOW_LIST);
    const syncs = globals.sockets[0].received.filter((m) => m.messageType === 'data-sync');
    expect(syncs.map((m) => m.data.eventType)).toEqual(['full', 'full']);
    expect(flags.flags.connections()[0].user?.customizedProperties).toEqual([
      { name: 'corporationId', value: TARGETED_TENANT },
    ]);
  });

  it('stops for good when the server closes a bad key with 4003', async () => {
    const sdk = client(flags.origin, { user: staffUser('u-4', OTHER_TENANT), sdkKey: 'wrong-key' });
    await expect(sdk.waitForInitialization()).rejects.toThrow(/failed to start/);
    // The SDK's first reconnect would come after 1 s; the start wait above is 1.5 s.
    expect(globals.sockets).toHaveLength(1);
    expect(globals.sockets[0].closeCode).toBe(4003);
    expect(flags.flags.connections()).toEqual([]);
  });

  it('reconnects after a server restart and catches up on changes made meanwhile', async () => {
    const sdk = client(flags.origin, { user: staffUser('u-5', OTHER_TENANT) });
    await sdk.waitForInitialization();
    expect(sdk.boolVariation('module-upload', false)).toBe(true);

    const { port } = flags;
    await flags.close();
    flags = await startFlagTestServer({ sdkKeys: [TEST_SDK_KEY], port });
    // Changed before the client is back (its first retry waits 1 s).
    await flags.admin('/module-upload/disable', { body: {} });
    const updated = nextUpdate(sdk, 'module-upload');
    await updated;

    expect(sdk.boolVariation('module-upload', true)).toBe(false);
    expect(globals.sockets).toHaveLength(2);
    const resync = globals.sockets[1].received.find((m) => m.messageType === 'data-sync');
    expect(resync?.data.eventType).toBe('patch');
  });
});
