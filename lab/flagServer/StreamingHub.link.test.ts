import type { FlagStreamLink, LinkedStream } from '../../mocks-server/recording/FlagStreamLink';
import type { FlagSyncData } from '../../mocks-server/recording/Recording';
import { connectRawClient, type RawClient } from './testing/connectRawClient';
import { booleanFlag, writeDefinitions } from './testing/flagFixtures';
import { startFlagTestServer, type FlagTestServer } from './testing/startFlagTestServer';

const user = { keyId: 'u1', name: 'u1', customizedProperties: [] };
const replayed: FlagSyncData = { eventType: 'full', userKeyId: 'u1', featureFlags: [] };
const replayedPatch: FlagSyncData = { ...replayed, eventType: 'patch' };

/** Records what the hub tells the link; sessions in `replaying` answer with canned data. */
class FakeLink implements FlagStreamLink {
  readonly calls: string[] = [];
  readonly replaying = new Set<string>();
  onClose: () => void = () => undefined;

  connect(session: string, send: (data: FlagSyncData) => void): LinkedStream {
    const { calls, replaying } = this;
    const closed = () => this.onClose();
    return {
      session,
      replaying: () => replaying.has(session),
      answer: (userKeyId, since, live) => {
        calls.push(`answer ${session} ${userKeyId} ${since}`);
        return replaying.has(session) ? replayed : live();
      },
      pushed: (data) => calls.push(`pushed ${session} ${data.eventType}`),
      flush: () => {
        if (replaying.has(session)) send(replayedPatch);
      },
      close: () => {
        calls.push(`close ${session}`);
        closed();
      },
    };
  }

  changed(summary: { change: string; key: string | null }): void {
    this.calls.push(`changed ${summary.change} ${summary.key}`);
  }

  poll(session: string, userKeyId: string, since: number | null, live: () => FlagSyncData) {
    this.calls.push(`poll ${session} ${userKeyId} ${since}`);
    return this.replaying.has(session) ? replayedPatch : live();
  }
}

describe('the streaming hub with record and replay linked in', () => {
  let link: FakeLink;
  let flags: FlagTestServer;
  const clients: RawClient[] = [];
  const synced = async (session?: string) => {
    const headers = session ? { cookie: `theme=dark; lab-session=${session}` } : undefined;
    const client = await connectRawClient(flags.wsOrigin, { headers });
    clients.push(client);
    client.dataSync(0, user);
    await client.next();
    return client;
  };

  beforeEach(async () => {
    link = new FakeLink();
    const definitionsDir = writeDefinitions({ flags: [booleanFlag('plain')], segments: [] });
    flags = await startFlagTestServer({ definitionsDir, link });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await flags.close();
  });

  it('puts a stream in the lab session of its upgrade cookie, else in default', async () => {
    await synced('qa-1');
    await synced();
    expect(flags.flags.connections().map((info) => info.labSession)).toEqual(['qa-1', 'default']);
    expect(link.calls).toEqual(['answer qa-1 u1 null', 'answer default u1 null']);
  });

  it('reports the change first, then each live push, and skips replaying sessions', async () => {
    const live = await synced('qa-1');
    link.replaying.add('qa-2');
    const replaying = await synced('qa-2');
    replaying.pending();
    flags.flags.repository.upsertFlag(booleanFlag('plain', { isEnabled: false }));
    expect((await live.next()).data).toMatchObject({ eventType: 'patch', userKeyId: 'u1' });
    // Frames go out in order: a pong first means no push was sent before it.
    replaying.send({ messageType: 'ping', data: null });
    expect((await replaying.next()).messageType).toBe('pong');
    expect(link.calls.slice(2)).toEqual(['changed flag plain', 'pushed qa-1 patch']);
  });

  it('sends a replaying session the link’s answer, then what the link flushes, in order', async () => {
    link.replaying.add('qa-1');
    const client = await connectRawClient(flags.wsOrigin, {
      headers: { cookie: 'lab-session=qa-1' },
    });
    clients.push(client);
    client.dataSync(0, user);
    expect((await client.next()).data).toEqual(replayed);
    expect((await client.next()).data).toEqual(replayedPatch);
  });

  it('tells the link when a stream closes', async () => {
    const client = await synced('qa-1');
    const closed = new Promise<void>((resolve) => (link.onClose = resolve));
    await client.close();
    await closed;
    expect(link.calls).toContain('close qa-1');
  });

  it('answers a poll through the link, with the session of the request', async () => {
    link.replaying.add('qa-1');
    const poll = (session: string) =>
      fetch(`${flags.origin}/api/public/sdk/client/latest-all?timestamp=5`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-lab-session': session },
        body: JSON.stringify(user),
      });
    const replayedPoll = await poll('qa-1');
    expect([replayedPoll.status, await replayedPoll.text()]).toEqual([200, '']);
    const livePoll = await poll('qa-2');
    expect(await livePoll.json()).toMatchObject({ data: { eventType: 'patch', userKeyId: 'u1' } });
    expect(link.calls).toEqual(['poll qa-1 u1 5', 'poll qa-2 u1 5']);
  });
});
