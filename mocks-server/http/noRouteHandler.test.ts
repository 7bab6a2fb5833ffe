import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

describe('a call with no mock route', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it('gets a 404 envelope naming the method and path', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/nowhere?x=1`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'error:lab:no-route', message: 'No mock route for DELETE /api/v1/nowhere' },
    });
  });

  it('is journaled as unmatched, unlike a known route', async () => {
    await server.request('/api/v1/lab/unrouted/getTenants');
    await server.request('/api/v1/organization/departments');
    expect(server.mock.journal.entries({ unmatched: true }).map((entry) => entry.path)).toEqual([
      '/api/v1/nowhere',
      '/api/v1/lab/unrouted/getTenants',
    ]);
    expect(server.mock.journal.entries({ unmatched: false }).map((entry) => entry.path)).toEqual([
      '/api/v1/organization/departments',
    ]);
  });
});
