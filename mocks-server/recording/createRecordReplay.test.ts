import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockServer } from '../createMockServer';
import { httpExchanges } from './Recording';
import type { Recording } from './Recording';

interface Lab {
  baseUrl: string;
  close(): Promise<void>;
}

// The mock backend as the lab runs it, record and replay mounted by createMockServer.
async function startLab(): Promise<Lab> {
  const now = () => new Date(Date.UTC(2025, 0, 1));
  const { app } = createMockServer({ seed: 7, now });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const SEQUENCE = [
  '/api/v1/organization/staffs/me',
  '/api/v1/organization/departments',
  '/api/v1/organization/staffs/actives?locale=zh-CN',
  '/api/v1/organization/departments',
  '/api/nobody/mocks/this',
];

describe('record and replay', () => {
  let labs: Lab[] = [];

  async function lab(): Promise<Lab> {
    const started = await startLab();
    labs.push(started);
    return started;
  }

  afterEach(async () => {
    await Promise.all(labs.map((started) => started.close()));
    labs = [];
  });

  async function call(base: Lab, path: string, session = 'qa-1'): Promise<[number, string]> {
    const response = await fetch(`${base.baseUrl}${path}`, {
      headers: { 'X-Lab-Session': session, 'Accept-Encoding': 'identity' },
    });
    return [response.status, await response.text()];
  }

  async function admin(base: Lab, path: string, body?: unknown): Promise<Response> {
    return fetch(`${base.baseUrl}/__lab${path}`, {
      method: 'POST',
      headers: { 'X-Lab-Session': 'qa-1', 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  }

  async function record(passthrough = false): Promise<{ recording: Recording; live: string[] }> {
    const live = await lab();
    expect((await admin(live, '/recording/start', { name: 'sign-in', passthrough })).status).toBe(
      201,
    );
    const seen: string[] = [];
    for (const path of SEQUENCE) seen.push(JSON.stringify(await call(live, path)));
    const recording = (await (await admin(live, '/recording/stop')).json()) as Recording;
    return { recording, live: seen };
  }

  it('replays a recorded sequence byte for byte, in order, on a fresh server', async () => {
    const { recording, live } = await record();
    expect(httpExchanges(recording).map((exchange) => exchange.request.path)).toEqual(
      SEQUENCE.map((path) => path.split('?')[0]),
    );
    // Through a file round trip, as QA would commit it.
    const fixture: unknown = JSON.parse(JSON.stringify(recording));
    const fresh = await lab();
    expect((await admin(fresh, '/replay/start', fixture)).status).toBe(201);
    const replayed: string[] = [];
    for (const path of SEQUENCE) replayed.push(JSON.stringify(await call(fresh, path)));
    expect(replayed).toEqual(live);
  });

  it('answers a request past the recording with a bare 503 and tells the console what it expected', async () => {
    const { recording } = await record();
    const fresh = await lab();
    await admin(fresh, '/replay/start', recording);
    await call(fresh, '/api/v1/organization/staffs/me');
    const [status, text] = await call(fresh, '/api/v1/organization/staffs/me');
    expect([status, text]).toEqual([503, '']);
    const state = await (
      await fetch(`${fresh.baseUrl}/__lab/replay`, { headers: { 'X-Lab-Session': 'qa-1' } })
    ).json();
    expect(state.replay.misses).toEqual([
      {
        method: 'GET',
        path: '/api/v1/organization/staffs/me',
        query: {},
        expected: 'nothing more: the recording answered this 1 time(s)',
      },
    ]);
  });

  it('refuses paths outside the recording unless it passes through', async () => {
    const closed = await lab();
    await admin(closed, '/replay/start', (await record(false)).recording);
    const [refused] = await call(closed, '/api/v1/organization/staffs/actives');
    expect(refused).toBe(503);

    const open = await lab();
    await admin(open, '/replay/start', (await record(true)).recording);
    // The live app answers: its own 404 for an unknown call, not the replay's.
    const [, passed] = await call(open, '/api/nobody/else');
    expect(JSON.parse(passed).error.code).toBe('error:lab:no-route');
    // A recorded path is still answered only from the recording.
    await call(open, '/api/v1/organization/staffs/me');
    expect((await call(open, '/api/v1/organization/staffs/me'))[0]).toBe(503);
  });

  it('replays only for the session that loaded the recording', async () => {
    const { recording } = await record();
    const fresh = await lab();
    await admin(fresh, '/replay/start', recording);
    const [, other] = await call(fresh, '/api/nobody/mocks/this', 'qa-2');
    expect(JSON.parse(other).error.code).toBe('error:lab:no-route');
    expect(await (await admin(fresh, '/replay/stop')).json()).toMatchObject({
      status: 'stopped',
      name: 'sign-in',
      total: SEQUENCE.length,
      remaining: SEQUENCE.length,
    });
  });

  it('rejects a malformed recording, a bad name and a stop without a start', async () => {
    const base = await lab();
    expect((await admin(base, '/replay/start', { format: 'har' })).status).toBe(400);
    expect((await admin(base, '/recording/start', { name: '../etc' })).status).toBe(400);
    expect((await admin(base, '/recording/stop')).status).toBe(404);
    expect((await admin(base, '/replay/stop')).status).toBe(404);
  });
});
