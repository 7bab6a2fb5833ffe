import { connectRawClient, type RawClient } from './testing/connectRawClient';
import { booleanFlag, segmentFlag, tenantSegment, writeDefinitions } from './testing/flagFixtures';
import { startFlagTestServer, type FlagTestServer } from './testing/startFlagTestServer';
import { targetTenants } from './targetTenants';
import { waitUntil } from '@shell/http/testing/waitUntil';

const KEY = 'hub-test-key';
const user = (keyId: string, corporationId: string) => ({
  keyId,
  name: keyId,
  customizedProperties: [{ name: 'corporationId', value: corporationId }],
});

describe('the streaming endpoint', () => {
  let flags: FlagTestServer;
  const clients: RawClient[] = [];
  const connect = async (options: Parameters<typeof connectRawClient>[1] = {}) => {
    const client = await connectRawClient(flags.wsOrigin, { key: KEY, ...options });
    clients.push(client);
    return client;
  };
  const synced = async (keyId: string, corporationId: string) => {
    const client = await connect();
    client.dataSync(0, user(keyId, corporationId));
    await client.next();
    return client;
  };

  beforeEach(async () => {
    const definitionsDir = writeDefinitions({
      flags: [booleanFlag('plain'), segmentFlag('pilot-only', 'seg-1')],
      segments: [tenantSegment('seg-1', ['A'])],
    });
    flags = await startFlagTestServer({ sdkKeys: [KEY], definitionsDir });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await flags.close();
  });

  it('accepts a connection with an unknown key, then closes it with 4003', async () => {
    const client = await connect({ key: 'unknown-key' });
    expect(await client.closed).toBe(4003);
  });

  it('closes a server-type connection with 4003', async () => {
    const client = await connect({ type: 'server' });
    expect(await client.closed).toBe(4003);
  });

  it('answers an upgrade on another path with a 404', async () => {
    await expect(connect({ path: '/elsewhere' })).rejects.toThrow(/404/);
  });

  it('pushes a change to each connection as a one-flag patch evaluated for its user', async () => {
    const a = await synced('ua', 'A');
    const b = await synced('ub', 'B');
    const offForAll = booleanFlag('plain', {
      fallthrough: {
        dispatchKey: null,
        includedInExpt: false,
        variations: [{ id: 'off', rollout: [0, 1], exptRollout: 1 }],
      },
    });
    const onForA = targetTenants(offForAll, { corporationIds: ['A'], variationId: 'on' });
    flags.flags.repository.upsertFlag(onForA);

    const [toA, toB] = await Promise.all([a.next(), b.next()]);
    expect(toA.data).toMatchObject({ eventType: 'patch', userKeyId: 'ua' });
    expect(toA.data.featureFlags).toEqual([
      expect.objectContaining({ id: 'plain', variation: 'true' }),
    ]);
    expect(toB.data).toMatchObject({ eventType: 'patch', userKeyId: 'ub' });
    expect(toB.data.featureFlags).toEqual([
      expect.objectContaining({ id: 'plain', variation: 'false' }),
    ]);
  });

  it('pushes nothing to a connection that has not sent a data-sync yet', async () => {
    const silent = await connect();
    flags.flags.repository.upsertFlag(booleanFlag('plain', { isEnabled: false }));
    await expect(silent.next(200)).rejects.toThrow(/no frame/);
  });

  it('pushes the flags that use a changed segment, with a newer timestamp', async () => {
    const client = await connect();
    client.dataSync(0, user('u1', 'B'));
    const full = await client.next();
    const before = full.data.featureFlags?.find((flag) => flag.id === 'pilot-only');
    expect(before?.variation).toBe('false');

    flags.flags.repository.upsertSegment(tenantSegment('seg-1', ['A', 'B']));
    const patch = await client.next();
    expect(patch.data.featureFlags).toEqual([
      expect.objectContaining({ id: 'pilot-only', variation: 'true' }),
    ]);
    expect(patch.data.featureFlags?.[0].timestamp).toBeGreaterThan(before?.timestamp ?? Infinity);
  });

  it('sends every synced connection a full sync when the definitions are reset', async () => {
    const client = await synced('u1', 'A');
    expect((await flags.admin('/reset', { body: {} })).status).toBe(200);
    expect((await client.next()).data).toMatchObject({ eventType: 'full', userKeyId: 'u1' });
  });

  it('lists open connections with their latest user, and forgets closed ones', async () => {
    const client = await synced('u1', 'A');
    client.dataSync(1, user('u1', 'B'));
    await client.next();
    expect(flags.flags.connections()).toEqual([
      expect.objectContaining({ id: expect.any(Number), user: user('u1', 'B') }),
    ]);
    await client.close();
    await waitUntil(() => flags.flags.connections().length === 0);
  });

  it('drops every connection when it closes, so clients reconnect', async () => {
    const client = await synced('u1', 'A');
    await flags.flags.close();
    expect(await client.closed).toBe(1006);
  });
});
