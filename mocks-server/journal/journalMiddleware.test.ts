import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

describe('the request journal middleware', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer({ journalSize: 3 });
  });

  afterEach(() => server.close());

  it('records method, path, query, status, duration and matched flag', async () => {
    await server.request('/api/v1/organization/staffs/actives?locale=zh-CN');
    const [entry] = server.mock.journal.entries();
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/api/v1/organization/staffs/actives',
      query: { locale: 'zh-CN' },
      status: 200,
      matched: true,
      body: null,
    });
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('masks secrets in headers and the query', async () => {
    await server.request('/api/v1/organization/staffs/me?accessToken=tok-123456', {
      headers: {
        Authorization: 'Bearer 123456',
        'X-HAF-Staff-Grant': 'grant-123456',
        Cookie: 'session=123456',
        'X-Upload-Token': 'upload-123456',
      },
    });
    const [entry] = server.mock.journal.entries();
    expect(entry.headers).toMatchObject({
      authorization: 'Bear…',
      'x-haf-staff-grant': 'gran…',
      cookie: 'sess…',
      'x-upload-token': 'uplo…',
    });
    expect(entry.query).toEqual({ accessToken: 'tok-…' });
    expect(JSON.stringify(entry)).not.toContain('123456');
  });

  it('summarises a JSON body, masked and cut at 1 KB', async () => {
    const body = { refreshToken: 'refresh-123456', note: 'n'.repeat(2000) };
    await server.request('/api/idp/public/oauth2/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const [entry] = server.mock.journal.entries();
    expect(entry.body?.truncated).toBe(true);
    expect(entry.body?.preview).toHaveLength(1025);
    expect(entry.body?.preview).toContain('"refreshToken":"refr…"');
    expect(entry.body?.bytes).toBe(JSON.stringify(body).length);
  });

  it('keeps only the configured number of newest requests', async () => {
    for (const index of [1, 2, 3, 4, 5]) await server.request(`/api/probe/${index}`);
    expect(server.mock.journal.entries().map((entry) => entry.path)).toEqual([
      '/api/probe/3',
      '/api/probe/4',
      '/api/probe/5',
    ]);
  });

  it('leaves lab admin calls out', async () => {
    await server.request('/__lab/health');
    await server.request('/__lab/requests');
    await server.request('/__lab/unknown');
    expect(server.mock.journal.size).toBe(0);
  });

  it('records requests the parsers reject', async () => {
    await server.request('/api/v1/flow/smallComponentConfig', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    });
    const [entry] = server.mock.journal.entries();
    expect(entry).toMatchObject({ method: 'POST', status: 400 });
  });
});
