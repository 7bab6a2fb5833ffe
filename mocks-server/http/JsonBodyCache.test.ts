import express from 'express';
import type { Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSON_CONTENT_TYPE, JsonBodyCache, MAX_BODIES_PER_OWNER } from './JsonBodyCache';

interface State {
  staffs: Array<{ id: string; name: string; avatar: string }>;
}

const seeded = (): State => ({
  staffs: Array.from({ length: 40 }, (_, index) => ({
    id: `s${index}`,
    name: `员工 ${index}`,
    avatar: `data:image/svg+xml,${'<svg/>'.repeat(20)}`,
  })),
});

describe('the JSON body cache', () => {
  let server: Server;
  let baseUrl: string;
  let state = seeded();
  const cache = new JsonBodyCache<State>();
  const app: Express = express();
  app.get('/cached', (_req, res) => cache.send(res, state, 'tenant-a', { items: state.staffs }));
  app.get('/plain', (_req, res) => res.json({ items: state.staffs }));

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    state = seeded();
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function fetchBoth() {
    const [cached, plain] = await Promise.all(
      ['/cached', '/plain'].map(async (path) => {
        const response = await fetch(`${baseUrl}${path}`);
        return {
          type: response.headers.get('content-type'),
          length: response.headers.get('content-length'),
          text: await response.text(),
        };
      }),
    );
    return { cached, plain };
  }

  it('answers with the bytes and headers res.json sends, on a miss and on a hit', async () => {
    for (let call = 0; call < 2; call += 1) {
      const { cached, plain } = await fetchBoth();
      expect(cached).toEqual(plain);
      expect(cached.type).toBe(JSON_CONTENT_TYPE);
    }
  });

  it('serialises once for equal values under the same owner and key', () => {
    const first = cache.bytesOf(state, 'tenant-a', { items: state.staffs });
    expect(cache.bytesOf(state, 'tenant-a', { items: state.staffs })).toBe(first);
    expect(cache.bytesOf(state, 'tenant-b', { items: state.staffs })).not.toBe(first);
  });

  it('serves a staff renamed in place, not the cached body', async () => {
    await fetchBoth();
    state.staffs[3].name = '改名的员工';
    const { cached, plain } = await fetchBoth();
    expect(cached).toEqual(plain);
    expect(cached.text).toContain('改名的员工');
  });

  it('serves a staff removed from the list, not the cached body', async () => {
    await fetchBoth();
    state.staffs.pop();
    const { cached, plain } = await fetchBoth();
    expect(cached).toEqual(plain);
  });

  it('starts afresh for a new owner, as after a reset', () => {
    const before = cache.bytesOf(state, 'tenant-a', { items: state.staffs });
    state = seeded();
    const after = cache.bytesOf(state, 'tenant-a', { items: state.staffs });
    expect(after).not.toBe(before);
    expect(after?.equals(before ?? Buffer.alloc(0))).toBe(true);
  });

  it('keeps a bounded number of keys per owner', () => {
    const value = { items: state.staffs };
    const first = cache.bytesOf(state, 'key-0', value);
    for (let index = 1; index <= MAX_BODIES_PER_OWNER; index += 1) {
      cache.bytesOf(state, `key-${index}`, value);
    }
    expect(cache.bytesOf(state, 'key-0', value)).not.toBe(first);
  });

  it('declines values that are not plain JSON data', () => {
    expect(cache.bytesOf(state, 'dates', { at: new Date(0) })).toBeNull();
  });

  describe('when the app changes how res.json writes', () => {
    it('stands aside for json spaces', async () => {
      app.set('json spaces', 2);
      try {
        const { cached, plain } = await fetchBoth();
        expect(cached).toEqual(plain);
        expect(cached.text).toContain('\n  ');
      } finally {
        app.set('json spaces', undefined);
      }
    });
  });
});
