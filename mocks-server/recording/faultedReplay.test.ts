import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockServer, type MockServer } from '../createMockServer';
import { waitUntil } from '@shell/http/testing/waitUntil';
import type { ListResponse } from '../data/types';
import type { ActiveFault } from '../faults/FaultDefinition';
import type { Recording } from './Recording';

const PATH = '/api/v1/organization/departments';
const SESSION = { 'X-Lab-Session': 'qa-1' };

interface Lab {
  url: string;
  mock: MockServer;
  close(): Promise<void>;
}

async function startLab(): Promise<Lab> {
  const mock = createMockServer({ seed: 7, now: () => new Date(Date.UTC(2025, 0, 1)) });
  const server = await new Promise<Server>((resolve) => {
    const listening = mock.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mock,
    close: () =>
      new Promise<void>((resolve) => {
        mock.faults.releaseHangs();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The status of a GET, or 0 when the connection was reset; aborts after `waitMs` when given. */
async function statusOf(lab: Lab, waitMs?: number): Promise<number | 'no answer'> {
  const signal = waitMs === undefined ? undefined : AbortSignal.timeout(waitMs);
  try {
    const response = await fetch(`${lab.url}${PATH}`, {
      headers: { ...SESSION, connection: 'close' },
      signal,
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'no answer' : 0;
  }
}

const admin = (lab: Lab, method: string, path: string, body?: unknown) =>
  fetch(`${lab.url}/__lab${path}`, {
    method,
    headers: { ...SESSION, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const resetPreset = {
  name: 'departments-reset',
  description: 'departments reset while Started',
  stubs: [
    {
      scenario: 'departments',
      requiredState: 'Started',
      request: { method: 'GET', path: PATH },
      response: { status: 200, fault: 'CONNECTION_RESET_BY_PEER' },
    },
  ],
};

describe('a recording of faulted exchanges', () => {
  const labs: Lab[] = [];
  const lab = async () => {
    const started = await startLab();
    labs.push(started);
    return started;
  };
  afterEach(async () => {
    await Promise.all(labs.splice(0).map((started) => started.close()));
  });

  async function recordWith(
    setUp: (live: Lab) => Promise<unknown>,
    run: (live: Lab) => Promise<void>,
  ): Promise<Recording> {
    const live = await lab();
    await setUp(live);
    await admin(live, 'POST', '/recording/start', { name: 'faulted' });
    await run(live);
    return (await (await admin(live, 'POST', '/recording/stop')).json()) as Recording;
  }

  it('keeps a reset from the faults API as status 0 and replays it as a reset', async () => {
    const recording = await recordWith(
      (live) =>
        admin(live, 'POST', '/faults', {
          match: { path: PATH },
          fault: { type: 'reset' },
          fire: { mode: 'times', n: 1 },
        }),
      async (live) => {
        expect([await statusOf(live), await statusOf(live)]).toEqual([0, 200]);
      },
    );
    const responses = recording.entries.flatMap((entry) =>
      entry.kind === 'http' ? [entry.response] : [],
    );
    expect(responses.map(({ status, fault }) => [status, fault?.type])).toEqual([
      [0, 'reset'],
      [200, undefined],
    ]);
    const fresh = await lab();
    await admin(fresh, 'POST', '/replay/start', recording);
    expect([await statusOf(fresh), await statusOf(fresh)]).toEqual([0, 200]);
  });

  it('replays a stub reset while its scenario is in the recorded state, and the other answer once it moved', async () => {
    const recording = await recordWith(
      (live) => admin(live, 'POST', '/scenarios/presets', resetPreset),
      async (live) => {
        expect(await statusOf(live)).toBe(0);
        await admin(live, 'PUT', '/scenarios/departments/state', { state: 'link-back' });
        expect(await statusOf(live)).toBe(200);
      },
    );
    expect(recording.entries.map((entry) => entry.kind)).toEqual([
      'http',
      'scenario-state',
      'http',
    ]);

    const replayed = await lab();
    await admin(replayed, 'POST', '/scenarios/presets', resetPreset);
    await admin(replayed, 'POST', '/replay/start', recording);
    expect(await statusOf(replayed)).toBe(0);
    await admin(replayed, 'PUT', '/scenarios/departments/state', { state: 'link-back' });
    expect(await statusOf(replayed)).toBe(200);

    // Without the preset the scenario never resets: the replay takes the recorded success.
    const withoutPreset = await lab();
    await admin(withoutPreset, 'POST', '/replay/start', recording);
    expect(await statusOf(withoutPreset)).toBe(200);
  });

  it('keeps an answer that never came as a hang when the recording stops, and replays it hanging', async () => {
    let pending: Promise<unknown> = Promise.resolve();
    const recording = await recordWith(
      (live) => admin(live, 'POST', '/faults', { match: { path: PATH }, fault: { type: 'hang' } }),
      async (live) => {
        pending = statusOf(live, 300);
        // The recording stops once the lab holds the request, however long it took to arrive.
        await waitUntil(async () => {
          const faults = (await (
            await admin(live, 'GET', '/faults')
          ).json()) as ListResponse<ActiveFault>;
          return faults.items.some((fault) => fault.fired > 0);
        });
      },
    );
    await pending;
    const [entry] = recording.entries;
    expect(entry).toMatchObject({ kind: 'http', response: { status: 0, fault: { type: 'hang' } } });
    const fresh = await lab();
    await admin(fresh, 'POST', '/replay/start', recording);
    expect(await statusOf(fresh, 300)).toBe('no answer');
  });

  it('keeps a cut-off answer as the route’s body with its cut, and cuts it again on replay', async () => {
    const truncate = {
      match: { path: PATH },
      fault: { type: 'truncate', afterBytes: 10 },
      fire: { mode: 'times', n: 1 },
    };
    // Whether the body arrived whole: a cut one is no JSON (or never ends).
    const whole = async (at: Lab) => {
      try {
        const response = await fetch(`${at.url}${PATH}`, {
          headers: { ...SESSION, 'accept-encoding': 'identity' },
        });
        JSON.parse(await response.text());
        return true;
      } catch {
        return false;
      }
    };
    const recording = await recordWith(
      (live) => admin(live, 'POST', '/faults', truncate),
      async (live) => {
        expect([await whole(live), await whole(live)]).toEqual([false, true]);
      },
    );
    const [cut] = recording.entries.flatMap((entry) =>
      entry.kind === 'http' ? [entry.response] : [],
    );
    expect(cut).toMatchObject({ status: 200, fault: { type: 'truncate', afterBytes: 10 } });
    expect(() => JSON.parse(cut.body)).not.toThrow();
    const fresh = await lab();
    await admin(fresh, 'POST', '/replay/start', recording);
    expect([await whole(fresh), await whole(fresh)]).toEqual([false, true]);
  });

  it('keeps a dribbled answer whole, marked with the pace it was sent at', async () => {
    const dribble = {
      match: { path: PATH },
      fault: { type: 'dribble', bytesPerChunk: 4096, intervalMs: 5 },
    };
    const recording = await recordWith(
      (live) => admin(live, 'POST', '/faults', dribble),
      async (live) => {
        expect(await statusOf(live)).toBe(200);
      },
    );
    const [slow] = recording.entries.flatMap((entry) =>
      entry.kind === 'http' ? [entry.response] : [],
    );
    expect(slow.fault).toEqual({ type: 'dribble', bytesPerChunk: 4096, intervalMs: 5 });
    const fresh = await lab();
    await admin(fresh, 'POST', '/replay/start', recording);
    expect(await statusOf(fresh)).toBe(200);
  });
});
