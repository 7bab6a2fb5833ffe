import { FlagRepository } from './FlagRepository';
import { handleClientMessage, type ConnectionState } from './handleClientMessage';
import { booleanFlag, definitions } from './testing/flagFixtures';

const T0 = Date.parse('2026-06-01T00:00:00.000Z');
const user = (corporationId: string) => ({
  keyId: 'u1',
  name: 'Ann',
  customizedProperties: [{ name: 'corporationId', value: corporationId }],
});

function setup() {
  const repository = new FlagRepository(
    definitions([booleanFlag('a'), booleanFlag('b')]),
    () => T0,
  );
  const connection: ConnectionState = {
    id: 1,
    connectedAt: T0,
    remoteAddress: '127.0.0.1',
    user: null,
    signature: null,
    lastSyncAt: null,
  };
  const send = (message: unknown) =>
    handleClientMessage(JSON.stringify(message), connection, repository, () => T0);
  const sync = (timestamp: number, corporationId = 'c1') =>
    send({ messageType: 'data-sync', data: { timestamp, user: user(corporationId) } });
  return { repository, connection, send, sync };
}

describe('answering a streaming client', () => {
  it('answers ping with pong, whatever the case of messageType', () => {
    const { send } = setup();
    expect(send({ messageType: 'ping', data: null })).toEqual({ messageType: 'pong', data: {} });
    expect(send({ messageType: 'PING' })).toEqual({ messageType: 'pong', data: {} });
  });

  it('sends a full sync for timestamp 0 and remembers the user', () => {
    const { sync, connection } = setup();
    const reply = sync(0);
    expect(reply).toMatchObject({
      messageType: 'data-sync',
      data: { eventType: 'full', userKeyId: 'u1' },
    });
    expect(reply && 'featureFlags' in reply.data && reply.data.featureFlags).toHaveLength(2);
    expect(connection.user?.keyId).toBe('u1');
  });

  it('sends a patch with only the flags updated after the timestamp, empty when none', () => {
    const { sync, repository } = setup();
    sync(0);
    expect(sync(T0)).toMatchObject({ data: { eventType: 'patch', featureFlags: [] } });
    repository.upsertFlag(booleanFlag('b', { isEnabled: false }));
    expect(sync(T0)).toMatchObject({
      data: { eventType: 'patch', featureFlags: [{ id: 'b', variation: 'false' }] },
    });
  });

  it('sends a full sync when the user attributes change, whatever the timestamp', () => {
    const { sync } = setup();
    sync(0);
    expect(sync(T0, 'c2')).toMatchObject({ data: { eventType: 'full' } });
    expect(sync(T0, 'c2')).toMatchObject({ data: { eventType: 'patch' } });
  });

  it('does not answer a data-sync without a user keyId, or an unreadable frame', () => {
    const { send } = setup();
    expect(
      send({ messageType: 'data-sync', data: { timestamp: 0, user: { name: 'x' } } }),
    ).toBeNull();
    expect(send({ messageType: 'data-sync' })).toBeNull();
    expect(
      handleClientMessage('{nope', setup().connection, setup().repository, () => T0),
    ).toBeNull();
    expect(send({ messageType: 'something-else' })).toBeNull();
  });
});
